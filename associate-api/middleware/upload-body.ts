// The multipart form of an upload route (json-body.ts leaves it unread for the paths it is told):
// read here, after the route's role check, under a limit of its own — the files allowed by
// MAX_FILE_MB plus the form's text fields — so an oversized post gets a pt-BR 413, never a 500.
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from './errors.ts';

const MB = 1024 * 1024;
/** The form's text fields and the multipart framing around the files. */
const FORM_ALLOWANCE_BYTES = 64 * 1024;

export type UploadForm = Record<string, string | File>;

/** The form of this call, with room for `files` files of at most `maxFileMb` MB each. */
export async function readUploadForm(c: Context<AppEnv>, limits: { maxFileMb: number; files: number; tooLarge: string; invalid: string }): Promise<UploadForm> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) throw new ApiError(400, limits.invalid);
  const limit = bodyLimit({ maxSize: limits.files * limits.maxFileMb * MB + FORM_ALLOWANCE_BYTES, onError: () => { throw new ApiError(413, limits.tooLarge); } });
  let form: UploadForm | undefined;
  await limit(c, async () => {
    const parsed = await c.req.parseBody().catch(() => { throw new ApiError(400, limits.invalid); });
    // A repeated field arrives as an array: not something our forms send.
    if (Object.values(parsed).some(Array.isArray)) throw new ApiError(400, limits.invalid);
    form = parsed as UploadForm;
  });
  return form!;
}

/** A text field of the form ('' when absent or a file), line breaks as the browser counts them. */
export const formText = (form: UploadForm, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';
};

/** The bytes of a file field, or null when no file was chosen (browsers send an empty part). */
export async function formFile(form: UploadForm, name: string): Promise<{ bytes: Uint8Array; name: string } | null> {
  const value = form[name];
  if (typeof value === 'string' || value === undefined || value.size === 0) return null;
  return { bytes: new Uint8Array(await value.arrayBuffer()), name: value.name };
}

export const UPLOAD_MSG = {
  tooLarge: (mb: number) => `Arquivo grande demais: o limite é de ${mb} MB.`,
  unreadable: 'Não foi possível ler o formulário enviado. Envie o formulário com o arquivo novamente.',
};

export type Upload = { fields: Record<string, string>; file: { name: string; bytes: Uint8Array } | null };

/** A form with one file (`fileField`) of at most MAX_FILE_MB, as its text fields and that file. */
export async function readUpload(c: Context<AppEnv>, fileField = 'arquivo'): Promise<Upload> {
  const maxFileMb = c.get('services').config.maxFileMb;
  const form = await readUploadForm(c, { maxFileMb, files: 1, tooLarge: UPLOAD_MSG.tooLarge(maxFileMb), invalid: UPLOAD_MSG.unreadable });
  const fields = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const file = await formFile(form, fileField);
  if (file && file.bytes.length > maxFileMb * MB) throw new ApiError(413, UPLOAD_MSG.tooLarge(maxFileMb));
  return { fields, file };
}
