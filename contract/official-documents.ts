// Where staff publish official documents (members read them at /relatoriosContabeis, /agoage/2024,
// /agoage/2025 and /juridico/informativo) and the five accounting documents of a year (spec §2).
export const DOCUMENT_LISTS = {
  ago2025: 'A.G.O / A.G.E 2025',
  ago2024: 'A.G.O / A.G.E 2024',
  informativo: 'Informativos jurídicos',
} as const;

export type DocumentList = keyof typeof DOCUMENT_LISTS;

export const REPORT_KINDS = {
  dre: 'Demonstração do Resultado do Exercício (DRE)',
  balanco: 'Balanço Patrimonial',
  auditoria: 'Parecer da Auditoria',
  analiseBalanco: 'Análise do Balanço',
  relatorioAuditoria: 'Relatório de Auditoria',
} as const;

export type ReportKind = keyof typeof REPORT_KINDS;

export const isDocumentList = (value: unknown): value is DocumentList => typeof value === 'string' && Object.hasOwn(DOCUMENT_LISTS, value);
export const isReportKind = (value: unknown): value is ReportKind => typeof value === 'string' && Object.hasOwn(REPORT_KINDS, value);
