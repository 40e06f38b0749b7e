// The printed letter Atendimento hands or posts to a member without e-mail (DESIGN §7.1): the
// first-access (or recovery) link written out and as a QR code, with how long it lasts. Built as
// the declarations are (pdf-lib's standard Helvetica, real text, vector QR), never stored: the
// link in it is a key to the member's account until used or expired.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { ASSOCIATION_NAME, SITE_NAME } from '../association.ts';
import { formatDayAtTime } from '../datetime.ts';
import { qrPath } from '../pdf/qr-path.ts';
import { printable, wrap } from '../pdf/text-lines.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 60;
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
  const pdf = await PDFDocument.create();
  const title = letterTitle(letter);
  pdf.setTitle(printable(title), { showInWindowTitleBar: true });
  pdf.setLanguage('pt-BR');
  pdf.setAuthor(ASSOCIATION_NAME);
  pdf.setCreator(SITE_NAME);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
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
  y -= 30;
  write(title, bold, 18, 26);
  y -= 10;
  for (const paragraph of letterParagraphs(letter)) {
    write(paragraph, regular, 12, 18);
    y -= 10;
  }
  y -= 10;
  const { path, modules } = qrPath(letter.link);
  page.drawSvgPath(path, { x: MARGIN, y, scale: QR_SIZE / modules, color: rgb(0, 0, 0), borderWidth: 0 });
  y -= QR_SIZE + 24;
  write('Endereço:', bold, 12, 18);
  // The link has no spaces: it is cut by characters so the whole of it shows, one piece a line.
  const perLine = Math.floor(width / mono.widthOfTextAtSize('M', 11));
  for (let at = 0; at < letter.link.length; at += perLine) write(letter.link.slice(at, at + perLine), mono, 11, 16);
  return pdf.save();
}
