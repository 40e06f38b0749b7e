// Real, small PDFs for the demo data: text that pdf.js can extract, one page per section.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export type PdfSection = { heading: string; paragraphs: string[] };

const PAGE: [number, number] = [595, 842];
const MARGIN = 56;
const LINE = 17;
const WRAP_AT = 88;

export async function makePdf(title: string, sections: PdfSection[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Associação dos Aposentados e Pensionistas');
  doc.setCreationDate(new Date('2025-01-01T12:00:00Z'));
  doc.setModificationDate(new Date('2025-01-01T12:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const [index, section] of sections.entries()) {
    const page = doc.addPage(PAGE);
    let y = PAGE[1] - MARGIN;
    page.drawText(title, { x: MARGIN, y, size: 16, font: bold, color: rgb(0.1, 0.2, 0.4) });
    y -= LINE * 2;
    page.drawText(section.heading, { x: MARGIN, y, size: 13, font: bold });
    y -= LINE * 1.5;
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(paragraph)) {
        page.drawText(line, { x: MARGIN, y, size: 11, font: regular });
        y -= LINE;
      }
      y -= LINE / 2;
    }
    page.drawText(`Página ${index + 1} de ${sections.length}`, { x: MARGIN, y: MARGIN / 2, size: 9, font: regular });
  }
  return doc.save();
}

function wrap(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && (current + ' ' + word).length > WRAP_AT) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** A short document of `pages` pages whose text says what it is. */
export function simplePdf(title: string, summary: string, pages = 1): Promise<Uint8Array> {
  const sections = Array.from({ length: pages }, (_, i) => ({
    heading: i === 0 ? 'Resumo' : `Continuação (${i + 1})`,
    paragraphs: [
      summary,
      'Este documento faz parte dos dados de demonstração da Área do Associado e não tem valor oficial.',
    ],
  }));
  return makePdf(title, sections);
}
