// 'Ler como texto' (DESIGN §7.14): a PDF's text as paragraphs per page, read with pdf.js on the
// server so a member on an old phone, with a screen reader or at 200% text gets reflowing text
// instead of a page drawn for A4. Runs inside a worker thread (extract-text-thread.ts), never on
// the portal's event loop: parsing a long PDF is seconds of CPU.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

export type ExtractLimits = { maxPages: number; maxChars: number };

export type Extraction =
  | { kind: 'text'; pages: string[][]; pageCount: number; truncated: boolean }
  /** Pages without any text: a scanned paper, a photo. */
  | { kind: 'scanned'; pageCount: number }
  | { kind: 'password'; wrong: boolean }
  | { kind: 'unreadable' };

type LineItem = Pick<TextItem, 'str' | 'hasEOL' | 'transform' | 'height'>;

// pdf.js's PasswordException code for a password given and refused (shared/util.js PasswordResponses).
const INCORRECT_PASSWORD = 2;

// A line starts a new paragraph when it sits further below the previous one than ordinary line
// spacing (1.2–1.5 × the font size in documents we publish).
const PARAGRAPH_GAP = 1.7;

/** A page's text as paragraphs: lines joined with a space, split at a blank vertical gap. */
function paragraphsOf(items: LineItem[]): string[] {
  const paragraphs: string[] = [];
  let current = '';
  let line = '';
  let lineY: number | null = null;
  let lineHeight = 0;
  let previousY: number | null = null;
  const endLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) {
      const gap = previousY === null || lineY === null ? 0 : previousY - lineY;
      if (current && gap > PARAGRAPH_GAP * (lineHeight || 1)) { paragraphs.push(current); current = ''; }
      current = current ? `${current} ${text}` : text;
      previousY = lineY;
    }
    line = '';
    lineY = null;
    lineHeight = 0;
  };
  for (const item of items) {
    if (lineY === null && item.str.trim()) lineY = item.transform[5] ?? 0;
    lineHeight = Math.max(lineHeight, item.height);
    line += item.str;
    if (item.hasEOL) endLine();
  }
  endLine();
  if (current) paragraphs.push(current);
  return paragraphs;
}

const passwordAnswer = (error: unknown): Extraction | null => {
  const { name, code } = (error ?? {}) as { name?: string; code?: number };
  if (name !== 'PasswordException') return null;
  return { kind: 'password', wrong: code === INCORRECT_PASSWORD };
};

export async function extractText(bytes: Uint8Array, limits: ExtractLimits, password?: string): Promise<Extraction> {
  // No fonts loaded and no warnings logged: only the text is wanted.
  const task = getDocument({ data: bytes, password, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const document = await task.promise.catch((error: unknown) => passwordAnswer(error) ?? ({ kind: 'unreadable' } as const));
    if ('kind' in document) return document;
    const pages: string[][] = [];
    let room = limits.maxChars;
    let truncated = document.numPages > limits.maxPages;
    for (let number = 1; number <= Math.min(document.numPages, limits.maxPages) && !(truncated && room <= 0); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      page.cleanup();
      const kept: string[] = [];
      for (const paragraph of paragraphsOf(content.items.filter((item): item is TextItem => 'str' in item))) {
        // Past the character limit the page ends; the member is told the rest is in the PDF.
        if (paragraph.length > room) { truncated = true; room = 0; break; }
        kept.push(paragraph);
        room -= paragraph.length;
      }
      pages.push(kept);
    }
    if (pages.every((paragraphs) => paragraphs.length === 0)) return { kind: 'scanned', pageCount: document.numPages };
    return { kind: 'text', pages, pageCount: document.numPages, truncated };
  } catch {
    return { kind: 'unreadable' };
  } finally {
    await task.destroy();
  }
}
