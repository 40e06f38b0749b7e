// The printed letter Atendimento hands or posts to a member without e-mail (DESIGN §7.1): the
// first-access (or recovery) link written out and as a QR code, with how long it lasts. Built as
// the declarations are (../pdf/letterhead.ts), never stored: the link in it is a key to the
// member's account until used or expired.
import { StandardFonts } from 'pdf-lib';
import { SITE_NAME } from '../association.ts';
import { formatDayAtTime } from '../datetime.ts';
import { letterhead } from '../pdf/letterhead.ts';

const QR_SIZE = 150;

export type AccessLetter = { name: string; link: string; purpose: 'activation' | 'recovery'; expiresAt: Date; supportPhone: string };

export const letterTitle = (letter: Pick<AccessLetter, 'purpose'>) =>
  letter.purpose === 'activation' ? 'Primeiro acesso à Área do Associado' : 'Nova senha da Área do Associado';

export function letterParagraphs(letter: AccessLetter): string[] {
  const what = letter.purpose === 'activation' ? 'criar a sua senha e entrar pela primeira vez' : 'criar uma nova senha';
  return [
    `Prezado(a) ${letter.name},`,
    `Para ${what} na ${SITE_NAME}, aponte a câmera do celular para o código QR abaixo ou digite o endereço no navegador, exatamente como está escrito.`,
    `O link vale até ${formatDayAtTime(letter.expiresAt)} (horário de Brasília) e só pode ser usado uma vez. Se o prazo passar, peça um novo link à associação.`,
    `Não entregue esta carta a outra pessoa. Em caso de dúvida, ligue para a associação: ${letter.supportPhone}.`,
  ];
}

export async function accessLetterPdf(letter: AccessLetter): Promise<Uint8Array> {
  const sheet = await letterhead(letterTitle(letter));
  const mono = await sheet.pdf.embedFont(StandardFonts.Courier);
  for (const paragraph of letterParagraphs(letter)) {
    sheet.write(paragraph, sheet.regular, 12, 18);
    sheet.skip(10);
  }
  sheet.skip(10);
  sheet.qr(letter.link, QR_SIZE);
  sheet.skip(24);
  sheet.write('Endereço:', sheet.bold, 12, 18);
  // The link has no spaces: it is cut by characters so the whole of it shows, one piece a line.
  const perLine = Math.floor(sheet.width / mono.widthOfTextAtSize('M', 11));
  for (let at = 0; at < letter.link.length; at += perLine) sheet.write(letter.link.slice(at, at + perLine), mono, 11, 16);
  return sheet.pdf.save();
}
