// /financeiro/faturas (spec §4/§9): pages of 10; 'Carregar mais' is a link to ?pagina=N that
// renders pages 1..N again (works without JavaScript); there is more while the last page came
// back full.
import { listInvoices, type Invoice } from '../api/finance.ts';
import type { ApiResult, Caller } from '../api/client.ts';
import type { OverdueSummary } from '../../../contract/overdue.ts';

export const INVOICE_PAGE_SIZE = 10;

export type ShownInvoice = Invoice & { page: number };
export type InvoicePages =
  | { ok: true; invoices: ShownInvoice[]; page: number; haveMore: boolean; overdue: OverdueSummary | undefined }
  | Extract<ApiResult<unknown>, { ok: false }>;

export const invoicesHref = (page: number) => `/financeiro/faturas?pagina=${page}#pagina-${page}`;

/** Pages 1..`pages` in one call (limit `pages` × 10): 'Carregar mais' pressed five times is one call, not six. */
export async function loadInvoicePages(caller: Caller, pages: number): Promise<InvoicePages> {
  const answer = await listInvoices(caller, pages * INVOICE_PAGE_SIZE, 0);
  if (!answer.ok) return answer;
  const invoices = answer.body.data.map((invoice, index) => ({ ...invoice, page: Math.floor(index / INVOICE_PAGE_SIZE) + 1 }));
  return {
    ok: true,
    invoices,
    page: Math.max(1, Math.ceil(invoices.length / INVOICE_PAGE_SIZE)),
    haveMore: invoices.length === pages * INVOICE_PAGE_SIZE,
    overdue: answer.body.overdue,
  };
}
