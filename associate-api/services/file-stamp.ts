// Every copy of a protected file names the member it was served to, on every page, in the PDF
// itself (not only the viewer's overlay): a leaked copy, printed or saved by any means, points back
// to its source. pdf-lib needs the whole document in memory to rewrite it, so stamping is the one
// place a file is held whole, and only a few are stamped at once: a folder of 8 MB scans opened by
// 50 members queues for these slots instead of taking the API's memory (README "Arquivos protegidos").
import pLimit from 'p-limit';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

// Two cores: more slots would only add memory, not speed.
const STAMPS_AT_ONCE = 2;
const slots = pLimit(STAMPS_AT_ONCE);

// The standard fonts draw WinAnsi only (every Portuguese letter); anything else becomes '?'.
const winAnsi = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/** The document with `line` at the foot and across the middle of every page. */
export function stampPdf(bytes: Uint8Array, line: string): Promise<Uint8Array> {
  return slots(async () => {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const text = winAnsi(line);
    for (const page of pdf.getPages()) {
      const { width, height } = page.getSize();
      page.drawText(text, { x: 24, y: 14, size: 8, font, color: rgb(0.25, 0.25, 0.25) });
      const size = Math.max(10, Math.min(24, (width * 0.9) / Math.max(1, font.widthOfTextAtSize(text, 1))));
      page.drawText(text, {
        x: width * 0.08, y: height * 0.3, size, font, rotate: degrees(35), color: rgb(0.6, 0.6, 0.6), opacity: 0.35,
      });
    }
    return pdf.save();
  });
}
