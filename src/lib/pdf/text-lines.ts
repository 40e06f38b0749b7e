// Text laid out by the PDFs the portal builds itself (data export, declarations) with pdf-lib's
// standard fonts, which only know WinAnsi: every Portuguese letter, but not every symbol.
import type { PDFFont } from 'pdf-lib';

/** Characters outside WinAnsi (rare symbols) would make pdf-lib throw; they become '?'. */
export const printable = (text: string) => text.normalize('NFC').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** The text cut into lines at word boundaries, each no wider than `width` at `size`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else { lines.push(line); line = word; }
  }
  if (line) lines.push(line);
  return lines;
}
