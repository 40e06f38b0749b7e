// A PDF the legal team uploads is kept only when it is one: its first bytes say %PDF-, pdf-lib
// parses it, it has pages, and it is not password-protected (members could not open it, and the
// protected viewer stamps every page). The name is kept for the member's download, cleaned.
import { PDFDocument } from 'pdf-lib';
import { ApiError } from '../../middleware/errors.ts';

export const PDF_MSG = {
  notPdf: 'O arquivo não é um PDF. Envie um arquivo PDF.',
  broken: 'O PDF está danificado e não pôde ser lido. Gere o arquivo novamente e envie outra vez.',
  encrypted: 'O PDF está protegido por senha. Envie uma cópia sem senha.',
};

const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export async function checkedPdf(file: { name: string; bytes: Uint8Array }): Promise<{ name: string; bytes: Uint8Array }> {
  if (!MAGIC.every((byte, i) => file.bytes[i] === byte)) throw new ApiError(400, PDF_MSG.notPdf);
  const pdf = await PDFDocument.load(file.bytes, { ignoreEncryption: true, updateMetadata: false }).catch(() => null);
  if (pdf?.isEncrypted) throw new ApiError(400, PDF_MSG.encrypted);
  // pdf-lib forgives much: a header followed by junk 'loads', then has no page tree to count.
  let pages = 0;
  try { pages = pdf?.getPageCount() ?? 0; } catch { pages = 0; }
  if (pages === 0) throw new ApiError(400, PDF_MSG.broken);
  return { name: pdfName(file.name), bytes: file.bytes };
}

function pdfName(original: string): string {
  const base = original.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, '').replace(/\.pdf$/i, '').trim().slice(0, 120);
  return `${base || 'documento'}.pdf`;
}
