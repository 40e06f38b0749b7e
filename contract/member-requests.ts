// Requests to the association with a protocol (issue 23 §2): the subjects a member picks from and
// the message limits, shared by the portal (checked before the call, shown as hints) and the
// associate API (which must not trust the portal).

/** The short list of subjects, as stored (key) and as the member reads it (label). */
export const REQUEST_SUBJECTS = [
  { key: 'cadastro', label: 'Cadastro' },
  { key: 'financeiro', label: 'Financeiro' },
  { key: 'juridico', label: 'Jurídico' },
  { key: 'documentos', label: 'Documentos' },
  { key: 'outro', label: 'Outro' },
] as const;

export type RequestSubject = (typeof REQUEST_SUBJECTS)[number]['key'];

export const isRequestSubject = (value: unknown): value is RequestSubject =>
  REQUEST_SUBJECTS.some((subject) => subject.key === value);

export const subjectLabel = (key: string) => REQUEST_SUBJECTS.find((subject) => subject.key === key)?.label ?? key;

/** Long enough for a letter explaining a case, short enough to be read in one sitting. */
export const REQUEST_MESSAGE_MAX = 3000;
/** A staff answer can quote rules and next steps: a little more room than the question. */
export const REQUEST_ANSWER_MAX = 5000;

/** Where a request stands; the member reads the label. */
export const REQUEST_STATUSES = [
  { key: 'recebido', label: 'Recebido' },
  { key: 'em_andamento', label: 'Em andamento' },
  { key: 'respondido', label: 'Respondido' },
] as const;

export type RequestStatus = (typeof REQUEST_STATUSES)[number]['key'];

export const statusLabel = (key: string) => REQUEST_STATUSES.find((status) => status.key === key)?.label ?? key;

/** 'Protocolo 2026-000123' numbers: the year and its sequence. */
export const PROTOCOL_PATTERN = /^\d{4}-\d{6}$/;

export const formatProtocol = (year: number, sequence: number) => `${year}-${String(sequence).padStart(6, '0')}`;

/** The attachment types a member may send, found by their first bytes, never by the file name. */
export const REQUEST_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type RequestAttachmentType = (typeof REQUEST_ATTACHMENT_TYPES)[number];

/** REQUEST_ATTACHMENT_MB when unset. */
export const DEFAULT_REQUEST_ATTACHMENT_MB = 10;
