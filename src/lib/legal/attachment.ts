// A lawsuit's attached file, named in the portal's URLs as {update|motion}-{id}; fetched for the
// viewer page and the PDF route through the contract's extension GET /process/file/{kind}/{id}.
import { lawsuitAttachment, type AttachmentKind } from '../api/lawsuits.ts';
import type { Caller } from '../api/client.ts';
import type { DocumentLookup } from '../pdf/official-document.ts';

const ATTACHMENT = /^(update|motion)-(\d{1,9})$/;

export async function fetchLawsuitAttachment(caller: Caller, name: string | undefined): Promise<DocumentLookup> {
  const match = ATTACHMENT.exec(name ?? '');
  if (!match) return { kind: 'missing' };
  const result = await lawsuitAttachment(caller, match[1] as AttachmentKind, match[2]!);
  if (!result.ok) return result.status === 404 ? { kind: 'missing' } : { kind: 'failed', result };
  const { title, filename, data } = result.body.data;
  return { kind: 'found', document: { title: filename?.replace(/\.pdf$/i, '') || title, bytes: Buffer.from(data, 'base64') } };
}
