// Finance calls (docs/api-contract.md "Finance"), with the spec §8 fallbacks.
import type { OverdueSummary } from '../../../contract/overdue.ts';
import { FALLBACK } from '../messages.ts';
import { callApi, type Caller } from './client.ts';

export type Signature = {
  statusPaid: string; dayCharge: number; price: number; method: string;
  createdAt: string; updatedAt: string; frequency: number; idIuguSignature: string;
  /** (extension) The subscription's overdue invoices, by the API's rule. */
  overdue?: OverdueSummary;
};
export type CreditCard = { id: number; brand: string; finalNumber: string; name: string; status: string };
export type Invoice = {
  id: number; idSignature: string; description: string; status: string; price: number;
  created_at: string; experies_at: string; payment: string; path: string; pix: { code: string } | null;
  /** (extension) Unpaid and due before today (contract/overdue.ts), judged by the API. */
  overdue?: boolean;
  /** (extension, GET /invoices/show only) How a paid invoice was paid here; null when it was not. */
  receipt?: Receipt | null;
};
export type Receipt = { paidAt: string; method: 'pix' | 'credit_card'; card: { brand: string; finalNumber: string } | null; code: string };
type Msg = { msg?: string };
export type PayAnswer = Msg & { data?: { status: string; pix: { code: string } | null } };

export const getSignature = (caller: Caller) =>
  callApi<{ data: Signature | null }>(caller, '/signature', { fallback: FALLBACK.signature });

/** Spec §3 saves the subscription as a whole object: the one it came as, less what the API adds to it. */
export function changeSignatureMethod(caller: Caller, signature: Signature, method: string) {
  const { overdue: _computed, ...whole } = signature;
  return callApi<Msg>(caller, '/signature', { method: 'PUT', body: { ...whole, method }, fallback: FALLBACK.signatureChange });
}

/** `subscriptionMethod` (extension): how the subscription is paid, null without one. */
export const listCards = (caller: Caller) =>
  callApi<{ data: CreditCard[]; subscriptionMethod?: string | null }>(caller, '/credit/card', { fallback: FALLBACK.creditCards });

/** `forSubscription` (extension): true also has a subscription paid by bank slip paid with this card. */
export const addCard = (caller: Caller, gatewayToken: string, forSubscription?: boolean) =>
  callApi<Msg>(caller, '/credit/card', { method: 'POST', body: { gateway_token: gatewayToken, for_subscription: forSubscription }, fallback: FALLBACK.cardAdd });

export const deleteCard = (caller: Caller, id: number) =>
  callApi<Msg>(caller, '/credit/card', { method: 'PUT', body: { id }, fallback: FALLBACK.cardDelete });

export const listInvoices = (caller: Caller, limit: number, offset: number) =>
  callApi<{ data: Invoice[]; overdue?: OverdueSummary }>(caller, `/invoices/getWithLimit/${limit}&${offset}`, { fallback: FALLBACK.invoices });

export const showInvoice = (caller: Caller, id: number) =>
  callApi<{ data: Invoice }>(caller, `/invoices/show/${id}`, { fallback: FALLBACK.invoices });

export const payInvoice = (caller: Caller, invoiceId: number, method: number | 'pix', idempotencyKey: string) =>
  callApi<PayAnswer>(caller, '/invoices/pay', {
    method: 'POST', body: { invoice_id: invoiceId, method }, fallback: FALLBACK.invoicePay,
    headers: { 'idempotency-key': idempotencyKey },
  });
