// PDFs for upload tests: a real one (pdf-lib), one that claims encryption in its trailer (what
// pdf-lib reads as password-protected) and one whose header is followed by junk.
import { PDFDocument, PDFName } from 'pdf-lib';

export async function onePagePdf(text = 'Documento de teste'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText(text, { x: 10, y: 100, size: 10 });
  return pdf.save();
}

export async function passwordProtectedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  pdf.context.trailerInfo.Encrypt = pdf.context.register(pdf.context.obj({ Filter: PDFName.of('Standard'), V: 2, R: 3 }));
  return pdf.save();
}

export const brokenPdf = () => new TextEncoder().encode('%PDF-1.7\nisto não é um PDF de verdade\n%%EOF\n');
