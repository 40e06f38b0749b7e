// A readable PDF of the member's data export: each section a heading, each record its fields as
// "nome: valor" lines (export-sections.ts: which fields, in the portal's words), wrapped to the
// page. Built on demand with pdf-lib's standard Helvetica (WinAnsi: all Portuguese letters), so no
// font file is shipped.
import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';
import { printable, wrap } from '../pdf/text-lines.ts';
import { exportSections, generatedAtText } from './export-sections.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const SIZE = 10;
const LINE = 14;

export async function exportPdf(data: Record<string, unknown>, memberName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Meus dados — ${printable(memberName)}`);
  pdf.setLanguage('pt-BR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const write = (text: string, font = regular, size = SIZE) => {
    for (const line of wrap(text, font, size, A4.width - 2 * MARGIN)) {
      if (y < MARGIN) { page = pdf.addPage([A4.width, A4.height]); y = A4.height - MARGIN; }
      page.drawText(line, { x: MARGIN, y, size, font });
      y -= size === SIZE ? LINE : size + 6;
    }
  };
  write('Meus dados na Área do Associado', bold, 16);
  write(`${generatedAtText(data)} (horário de Brasília) para ${memberName}.`);
  for (const { title, records } of exportSections(data)) {
    y -= 8;
    write(title, bold, 12);
    if (records.length === 0) write('Nenhum registro.');
    for (const rows of records) {
      for (const [label, value] of rows) write(`${label}: ${value}`);
      y -= 4;
    }
  }
  return pdf.save();
}
