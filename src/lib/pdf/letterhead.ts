// A one-page A4 document on the association's letterhead, as the portal prints a declaration
// and Atendimento an access letter: real text in pdf-lib's standard Helvetica (nothing embedded,
// a few kilobytes, readable by screen readers and searchable), document language pt-BR, the title
// in the metadata and under the association's name, and QR codes drawn as vector squares, sharp
// however they are printed or zoomed. Lines are written from the top down.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { ASSOCIATION_NAME, SITE_NAME } from '../association.ts';
import { qrPath } from './qr-path.ts';
import { printable, wrap } from './text-lines.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 60;

export type Letterhead = {
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  /** The width lines are wrapped to. */
  width: number;
  /** Writes a line (wrapped at the margins), each piece `leading` below the last. */
  write(line: string, font: PDFFont, size: number, leading: number): void;
  /** Leaves `points` of blank space. */
  skip(points: number): void;
  /** The QR code of `data`, `size` points wide, at the left margin. */
  qr(data: string, size: number): void;
};

export async function letterhead(title: string): Promise<Letterhead> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(title), { showInWindowTitleBar: true });
  pdf.setLanguage('pt-BR');
  pdf.setAuthor(ASSOCIATION_NAME);
  pdf.setCreator(SITE_NAME);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([A4.width, A4.height]);
  const width = A4.width - 2 * MARGIN;
  let y = A4.height - MARGIN;
  const sheet: Letterhead = {
    pdf,
    regular,
    bold,
    width,
    write(line, font, size, leading) {
      for (const part of wrap(line, font, size, width)) {
        page.drawText(part, { x: MARGIN, y, size, font });
        y -= leading;
      }
    },
    skip(points) {
      y -= points;
    },
    qr(data, size) {
      const { path, modules } = qrPath(data);
      // drawSvgPath places the path's top-left corner at (x, y) and grows downwards, as SVG does.
      page.drawSvgPath(path, { x: MARGIN, y, scale: size / modules, color: rgb(0, 0, 0), borderWidth: 0 });
      y -= size;
    },
  };
  sheet.write(ASSOCIATION_NAME, bold, 14, 20);
  sheet.write(SITE_NAME, regular, 11, 16);
  sheet.skip(36);
  sheet.write(title, bold, 18, 26);
  sheet.skip(14);
  return sheet;
}
