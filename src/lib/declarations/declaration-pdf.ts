// A declaration as a one-page PDF: real text in pdf-lib's standard Helvetica (nothing embedded,
// a few kilobytes, readable by screen readers and searchable), document language pt-BR and the
// declaration's title in its metadata, and the verification QR drawn as vector squares, sharp
// however it is printed or zoomed.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { ASSOCIATION_NAME, SITE_NAME } from '../association.ts';
import { qrPath } from '../pdf/qr-path.ts';
import { printable, wrap } from '../pdf/text-lines.ts';
import { paragraphsOf, verificationLines, type DeclarationText } from './wording.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 60;
const TEXT = 12;
const LEADING = 18;
const QR_SIZE = 110;

export async function declarationPdf(text: DeclarationText, verificationUrl: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(text.title), { showInWindowTitleBar: true });
  pdf.setLanguage('pt-BR');
  pdf.setAuthor(ASSOCIATION_NAME);
  pdf.setCreator(SITE_NAME);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([A4.width, A4.height]);
  const width = A4.width - 2 * MARGIN;
  let y = A4.height - MARGIN;
  const write = (line: string, font: PDFFont, size: number, leading: number) => {
    for (const part of wrap(line, font, size, width)) {
      page.drawText(part, { x: MARGIN, y, size, font });
      y -= leading;
    }
  };

  write(ASSOCIATION_NAME, bold, 14, 20);
  write(SITE_NAME, regular, 11, 16);
  y -= 36;
  write(text.title, bold, 18, 26);
  y -= 14;
  for (const paragraph of paragraphsOf(text)) {
    write(paragraph, regular, TEXT, LEADING);
    y -= 10;
  }

  y -= 30;
  const { path, modules } = qrPath(verificationUrl);
  // drawSvgPath places the path's top-left corner at (x, y) and grows downwards, as SVG does.
  page.drawSvgPath(path, { x: MARGIN, y, scale: QR_SIZE / modules, color: rgb(0, 0, 0), borderWidth: 0 });
  y -= QR_SIZE + 20;
  for (const line of verificationLines(verificationUrl, text.code)) write(line, regular, 10, 14);
  return pdf.save();
}
