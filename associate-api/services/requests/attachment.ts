// What a member attaches to a request, made safe to keep: the type is read from the file's first
// bytes (a renamed .exe is not a PDF because its name says so), a PDF must also parse, and a
// picture is downscaled to at most 2000 px and re-encoded — a phone photo of a document is
// readable at that size, a tenth of the bytes for members on slow links, and re-encoding drops
// the EXIF data (GPS position of the member's home, camera serial) that the original carries.
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { RequestAttachmentType } from '../../../contract/member-requests.ts';

/** Longest side of a kept picture, in pixels. */
export const PICTURE_MAX_SIDE = 2000;

export type KeptAttachment = { bytes: Uint8Array; type: RequestAttachmentType; name: string };

/** Why a file was refused: the route turns it into the member's message. */
export class UnacceptedFile extends Error {}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** The type the first bytes say, or null for anything else. */
export function sniffType(bytes: Uint8Array): RequestAttachmentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

const EXTENSION: Record<RequestAttachmentType, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png' };

/** The member's file name, kept for the download, with the extension of what the file really is. */
function keptName(original: string, type: RequestAttachmentType): string {
  const base = original.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, '').replace(/\.[^.]*$/, '').trim().slice(0, 120);
  return `${base || 'anexo'}${EXTENSION[type]}`;
}

async function checkPdf(bytes: Uint8Array): Promise<void> {
  // Encrypted PDFs are fine to keep (staff may have the password); one without a readable page is
  // damaged (pdf-lib forgives much, so a header followed by junk still 'loads').
  const pages = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
    .then((pdf) => pdf.getPageCount()).catch(() => 0);
  if (pages === 0) throw new UnacceptedFile('pdf');
}

async function downscale(bytes: Uint8Array, type: 'image/jpeg' | 'image/png'): Promise<Uint8Array> {
  try {
    // rotate() first: a phone's portrait photo is stored sideways with an EXIF turn that the
    // re-encoding would otherwise drop, leaving the document lying on its side.
    // At most 50 megapixels decoded (as the news pictures): a small PNG can claim 16k×16k and
    // decode to a gigabyte; refused as a damaged picture instead.
    const picture = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate()
      .resize({ width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded = type === 'image/jpeg' ? picture.jpeg({ quality: 82, mozjpeg: true }) : picture.png({ compressionLevel: 9 });
    return new Uint8Array(await encoded.toBuffer());
  } catch {
    throw new UnacceptedFile('picture');
  }
}

/** The attachment as it is kept, or UnacceptedFile for a type we do not take or a damaged file. */
export async function keepAttachment(bytes: Uint8Array, originalName: string): Promise<KeptAttachment> {
  const type = sniffType(bytes);
  if (!type) throw new UnacceptedFile('type');
  const kept = type === 'application/pdf' ? (await checkPdf(bytes), bytes) : await downscale(bytes, type);
  return { bytes: kept, type, name: keptName(originalName, type) };
}
