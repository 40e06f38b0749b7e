// The audit page's filters as the URL carries them (GET form, so a filtered view can be bookmarked
// and downloaded as CSV with the same query).
export const AUDIT_FILTERS = ['pessoa', 'cpf', 'entidade', 'de', 'ate'] as const;

export type AuditFilterValues = Record<(typeof AUDIT_FILTERS)[number], string>;

export function auditFilterOf(url: URL): AuditFilterValues {
  return Object.fromEntries(AUDIT_FILTERS.map((name) => [name, (url.searchParams.get(name) ?? '').trim().slice(0, 254)])) as AuditFilterValues;
}

/** The query string of the filled filters (and the page, when past the first). */
export function auditQuery(filter: AuditFilterValues, page = 1): string {
  const query = new URLSearchParams();
  for (const name of AUDIT_FILTERS) if (filter[name]) query.set(name, filter[name]);
  if (page > 1) query.set('pagina', String(page));
  return query.toString();
}
