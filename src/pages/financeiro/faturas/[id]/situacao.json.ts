// GET /financeiro/faturas/{id}/situacao.json: the invoice's status, for the PIX block's live
// region. Asking the API also makes it check the PIX charge at the provider.
import type { APIRoute } from 'astro';
import { showInvoice } from '../../../../lib/api/finance.ts';
import { invoiceId } from '../../../../lib/finance/pay-page.ts';

export const GET: APIRoute = async ({ params, locals }) => {
  const id = invoiceId(params.id);
  const answer = id ? await showInvoice(locals.caller, id) : null;
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' };
  if (!answer?.ok) return new Response(JSON.stringify({ msg: answer?.msg ?? 'Fatura não encontrada' }), { status: answer?.status || 404, headers });
  return new Response(JSON.stringify({ status: answer.body.data.status }), { headers });
};
