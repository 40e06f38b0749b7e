// /financeiro/faturas (spec §4/§9): pages of 10; 'Carregar mais' is a link to ?pagina=N that
// renders pages 1..N again (works without JavaScript) and keeps only invoices whose id is not
// already shown; there is more while the last page came back full.
import { listInvoices, type Invoice } from '../api/finance.ts';
import type { ApiResult, Caller } from '../api/client.ts';

export const INVOICE_PAGE_SIZE = 10;
export const INVOICE_DESCRIPTION_CUT = 40;

export type ShownInvoice = Invoice & { page: number };
export type InvoicePages =
  | { ok: true; invoices: ShownInvoice[]; page: number; haveMore: boolean }
  | Extract<ApiResult<unknown>, { ok: false }>;

export const invoicesHref = (page: number) => `/financeiro/faturas?pagina=${page}#pagina-${page}`;

export async function loadInvoicePages(caller: Caller, pages: number): Promise<InvoicePages> {
  const answers = await Promise.all(Array.from({ length: pages }, (_, index) =>
    listInvoices(caller, INVOICE_PAGE_SIZE, index * INVOICE_PAGE_SIZE)));
  const failed = answers.find((answer) => !answer.ok);
  if (failed && !failed.ok) return failed;
  const invoices: ShownInvoice[] = [];
  const seen = new Set<number>();
  let shown = 1;
  let haveMore = false;
  for (const [index, answer] of answers.entries()) {
    if (!answer.ok || answer.body.data.length === 0) break;
    shown = index + 1;
    for (const invoice of answer.body.data) {
      if (seen.has(invoice.id)) continue;
      seen.add(invoice.id);
      invoices.push({ ...invoice, page: shown });
    }
    haveMore = answer.body.data.length === INVOICE_PAGE_SIZE;
  }
  return { ok: true, invoices, page: shown, haveMore };
}
