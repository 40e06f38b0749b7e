// A lawsuit's attached file, named in the portal's URLs as {update|motion}-{id}: described for the
// viewer page (GET /process/file/{kind}/{id}) and streamed for the PDF route (…/pdf), both
// contract extensions. The page never fetches the bytes; the route never holds them whole.
import { lawsuitAttachment, lawsuitAttachmentPath, type AttachmentKind } from '../api/lawsuits.ts';
import { streamFile, type ApiResult, type ApiStream, type Caller } from '../api/client.ts';
import { FALLBACK } from '../messages.ts';
import type { Lookup } from '../pdf/official-document.ts';

const ATTACHMENT = /^(update|motion)-(\d{1,9})$/;

const parse = (name: string | undefined) => {
  const match = ATTACHMENT.exec(name ?? '');
  return match ? { kind: match[1] as AttachmentKind, id: match[2]! } : null;
};

export async function findLawsuitAttachment(caller: Caller, name: string | undefined): Promise<Lookup<{ title: string }>> {
  const attachment = parse(name);
  if (!attachment) return { kind: 'missing' };
  const result = await lawsuitAttachment(caller, attachment.kind, attachment.id);
  if (!result.ok) return result.status === 404 ? { kind: 'missing' } : { kind: 'failed', result };
  // Titled as the member knows it ('Sentença publicada'), not by the file's name ('sentenca').
  const { title, filename } = result.body.data;
  return { kind: 'found', document: { title: title || filename?.replace(/\.pdf$/i, '') || '' } };
}

/** The attachment's bytes as the API streams them (a 404 without asking for a malformed name). */
export async function streamLawsuitAttachment(caller: Caller, name: string | undefined, range: string | null): Promise<ApiResult<ApiStream>> {
  const attachment = parse(name);
  if (!attachment) return { ok: false, status: 404, msg: FALLBACK.file };
  return streamFile(caller, lawsuitAttachmentPath(attachment.kind, attachment.id), FALLBACK.file, range);
}
