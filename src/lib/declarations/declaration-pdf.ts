// A declaration as a one-page PDF on the association's letterhead (../pdf/letterhead.ts), with
// the verification QR and address under its text.
import { letterhead } from '../pdf/letterhead.ts';
import { paragraphsOf, verificationLines, type DeclarationText } from './wording.ts';

const TEXT = 12;
const LEADING = 18;
const QR_SIZE = 110;

export async function declarationPdf(text: DeclarationText, verificationUrl: string): Promise<Uint8Array> {
  const sheet = await letterhead(text.title);
  for (const paragraph of paragraphsOf(text)) {
    sheet.write(paragraph, sheet.regular, TEXT, LEADING);
    sheet.skip(10);
  }
  sheet.skip(30);
  sheet.qr(verificationUrl, QR_SIZE);
  sheet.skip(20);
  for (const line of verificationLines(verificationUrl, text.code)) sheet.write(line, sheet.regular, 10, 14);
  return sheet.pdf.save();
}
