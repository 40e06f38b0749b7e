// Lawsuit calls (spec §7, docs/api-contract.md "Legal"). Pages keep attachments as ids: the PDF
// is served by the portal's own route, never as base64 inside the HTML (DESIGN §5).
import { FALLBACK } from '../messages.ts';
import { callApi, type Caller } from './client.ts';

export type Lawsuit = {
  process_id: number | string;
  action_name: string;
  number: string;
  caseTitle: string;
  process_updated_at: string;
  court: string;
  vara: string;
  lawFirmName: string;
  lawyerName: string;
  haveUpdates: boolean;
};

export type LawsuitUpdate = { id: number | string; title: string; created_at: string; description: string; filename: string | null };

export type Motion = {
  id: number | string;
  motionType: string;
  filedBy: string;
  filedDate: string;
  description: string;
  outcome: string | null;
  judgeName: string | null;
  decisionDate: string | null;
  notes: string | null;
  filename: string | null;
  created_at: string;
};

export type LawsuitPage = Lawsuit & { updates: LawsuitUpdate[]; motions: Motion[] };

export type AttachmentKind = 'update' | 'motion';

export const listLawsuits = (caller: Caller, limit: number, offset: number) =>
  callApi<{ data: Lawsuit[] }>(caller, `/process/getWithLimit/${limit}&${offset}`, { fallback: FALLBACK.processes });

export const showLawsuit = (caller: Caller, id: string, limit: number, offset: number) =>
  callApi<{ data: LawsuitPage }>(caller, `/process/show/${encodeURIComponent(id)}/${limit}&${offset}`, { fallback: FALLBACK.process });

export const lawsuitAttachment = (caller: Caller, kind: AttachmentKind, id: string) =>
  callApi<{ data: { id: number | string; title: string; filename: string | null; size: number } }>(
    caller, `/process/file/${kind}/${encodeURIComponent(id)}`, { fallback: FALLBACK.file },
  );

/** Where the API streams the attachment's bytes (src/lib/legal/attachment.ts). */
export const lawsuitAttachmentPath = (kind: AttachmentKind, id: string) => `/process/file/${kind}/${encodeURIComponent(id)}/pdf`;
