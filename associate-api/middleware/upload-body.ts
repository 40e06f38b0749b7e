// The multipart body of an upload route (a staff member's PDF): read only after the role check,
// at most MAX_FILE_MB plus room for the form's text fields (413 above), as the form's text fields
// and its one file. jsonBody (json-body.ts) lets these paths through unread.
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from './errors.ts';

export const UPLOAD_MSG = {
  notMultipart: 'Envie o formulário com o arquivo (multipart/form-data).',
  tooLarge: (mb: number) => `Arquivo grande demais: o limite é de ${mb} MB.`,
  unreadable: 'Não foi possível ler o formulário enviado. Tente novamente.',
};

// The title, description and other text fields of the form, well within this.
const FIELDS_ALLOWANCE = 256 * 1024;

export type Upload = { fields: Record<string, string>; file: { name: string; bytes: Uint8Array } | null };

export async function readUpload(c: Context<AppEnv>, fileField = 'arquivo'): Promise<Upload> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) throw new ApiError(400, UPLOAD_MSG.notMultipart);
  const maxMb = c.get('services').config.maxFileMb;
  const limit = bodyLimit({ maxSize: maxMb * 1024 * 1024 + FIELDS_ALLOWANCE, onError: () => { throw new ApiError(413, UPLOAD_MSG.tooLarge(maxMb)); } });
  let form: FormData | undefined;
  await limit(c, async () => {
    form = await c.req.formData().catch(() => { throw new ApiError(400, UPLOAD_MSG.unreadable); });
  });
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  for (const [name, value] of form!.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === fileField && value.size > 0) file = { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  if (file && file.bytes.length > maxMb * 1024 * 1024) throw new ApiError(413, UPLOAD_MSG.tooLarge(maxMb));
  return { fields, file };
}
