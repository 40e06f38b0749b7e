// Official document lists (contract "Content", lean answers: id, title, size — no PDF bytes):
// accounting reports per year, A.G.O 2024 and 2025, legal informative. The PDF itself is served
// by /documentos/{id}.pdf, never as base64 inside the HTML (DESIGN.md §5).
import { FALLBACK } from '../messages.ts';
import { callApi, type ApiResult, type Caller } from './client.ts';

type ApiDocument = { id: number | string; title: string; size: number };

/** What a list page shows of one document. */
export type DocumentLink = { id: string; title: string };

export const REPORT_KINDS = ['dre', 'balanco', 'auditoria', 'analiseBalanco', 'relatorioAuditoria'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

type ApiReportYear = { year: number } & Record<ReportKind, ApiDocument | null>;

/** One year of accounting reports: up to five documents, in the spec's order (spec §2). */
export type ReportYear = { year: number; documents: DocumentLink[] };

export type DocumentList = 'ago2024' | 'ago2025' | 'informativo';

const LIST_PATHS: Record<DocumentList, string> = {
  ago2024: '/officialDocumentsAgo',
  ago2025: '/officialDocumentsAgo2025',
  informativo: '/officialDocumentsInformativo',
};

const toLink = (document: ApiDocument): DocumentLink => ({ id: String(document.id), title: document.title });

type Outcome<T> = { ok: true; data: T } | Extract<ApiResult<unknown>, { ok: false }>;

export async function listDocuments(caller: Caller, list: DocumentList): Promise<Outcome<DocumentLink[]>> {
  const answer = await callApi<{ data: ApiDocument[] }>(caller, LIST_PATHS[list], { fallback: FALLBACK.officialDocuments });
  return answer.ok ? { ok: true, data: answer.body.data.map(toLink) } : answer;
}

export async function listAccountingReports(caller: Caller): Promise<Outcome<ReportYear[]>> {
  const answer = await callApi<{ data: ApiReportYear[] }>(caller, '/officialDocuments', { fallback: FALLBACK.officialDocuments });
  if (!answer.ok) return answer;
  return {
    ok: true,
    data: answer.body.data.map((entry) => ({
      year: entry.year,
      documents: REPORT_KINDS.flatMap((kind) => (entry[kind] ? [toLink(entry[kind])] : [])),
    })),
  };
}
