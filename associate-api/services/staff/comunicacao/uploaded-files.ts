// What staff upload for members, made safe to publish: the type is read from the file's first
// bytes (a renamed file is not a PDF because its name says so); a PDF must parse and must not be
// password-protected (members' viewers would stop at a prompt nobody can answer); a picture is
// re-encoded to WebP at most 960×540 (the pages show it at 640×360, and 2× for sharp screens costs
// a slow link too much), which also drops its EXIF data.
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { ApiError } from '../../../middleware/errors.ts';
import { COMUNICACAO_MSG } from '../../../routes/staff/comunicacao-messages.ts';

const MB = 1024 * 1024;
export const PICTURE_WIDTH = 960;
export const PICTURE_HEIGHT = 540;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);

type PictureType = 'jpeg' | 'png' | 'webp';

function pictureType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // RIFF....WEBP
  return null;
}

function refuseOversized(bytes: Uint8Array, maxFileMb: number) {
  if (bytes.byteLength > maxFileMb * MB) throw new ApiError(413, COMUNICACAO_MSG.fileTooLarge(maxFileMb));
}

/** The PDF as uploaded, or a 400/413 with the reason in pt-BR. */
export async function checkedPdf(bytes: Uint8Array, maxFileMb: number): Promise<Uint8Array> {
  refuseOversized(bytes, maxFileMb);
  if (!startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) throw new ApiError(400, COMUNICACAO_MSG.notPdf); // %PDF-
  // pdf-lib forgives much (a header followed by junk still 'loads'), so a PDF without a readable
  // page counts as damaged too. Loaded despite encryption so that a protected file gets its own message.
  const read = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
    // A protected file's objects cannot be read, so its pages are not counted.
    .then((pdf) => (pdf.isEncrypted ? { encrypted: true, pages: 0 } : { encrypted: false, pages: pdf.getPageCount() }))
    .catch(() => ({ encrypted: false, pages: 0 }));
  if (read.encrypted) throw new ApiError(400, COMUNICACAO_MSG.pdfProtected);
  if (read.pages === 0) throw new ApiError(400, COMUNICACAO_MSG.pdfBroken);
  return bytes;
}

/** The picture re-encoded as WebP for the news pages, or a 400/413 with the reason in pt-BR. */
export async function newsPicture(bytes: Uint8Array, maxFileMb: number): Promise<Uint8Array> {
  refuseOversized(bytes, maxFileMb);
  if (!pictureType(bytes)) throw new ApiError(400, COMUNICACAO_MSG.notPicture);
  try {
    // rotate() first: a phone photo stored sideways with an EXIF turn stays upright once re-encoded.
    const webp = await sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate()
      .resize({ width: PICTURE_WIDTH, height: PICTURE_HEIGHT, fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 78 }).toBuffer();
    return new Uint8Array(webp);
  } catch {
    throw new ApiError(400, COMUNICACAO_MSG.pictureBroken);
  }
}
