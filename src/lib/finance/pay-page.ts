// /financeiro/faturas/{id}: the payment step of one invoice. GET shows the choice (active cards
// and PIX) with a fresh Idempotency-Key in the form, so a double submit of the same form pays
// once; once a PIX charge is open it shows its code and QR instead, and once paid its receipt.
// POST pays.
import { randomUUID } from 'node:crypto';
import type { AstroGlobal } from 'astro';
import { listCards, payInvoice, showInvoice, type CreditCard, type Invoice } from '../api/finance.ts';
import { settle } from '../content/failed-call.ts';
import { readForm } from '../login/page-state.ts';
import { setFlash } from '../session/cookies.ts';
import { finishPost } from './post-outcome.ts';
import { qrSvg } from '../qr-svg.ts';

export type PayView =
  | { ok: true; invoice: Invoice; cards: CreditCard[]; key: string; pixSvg: string | null; alert?: string }
  | { ok: false; msg: string };

const LIST = '/financeiro/faturas';
const KEY = /^[\w-]{8,100}$/;

export const invoiceId = (value: string | undefined) => (/^\d{1,9}$/.test(value ?? '') ? Number(value) : 0);

/** The PIX QR code as inline SVG, drawn on the server so it shows without scripts. */
export const pixQrSvg = (code: string) => qrSvg(code, { label: 'QR code do PIX desta fatura' });

export async function payPageState(Astro: AstroGlobal): Promise<Response | PayView> {
  const id = invoiceId(Astro.params.id);
  const loaded = id ? await showInvoice(Astro.locals.caller, id) : { ok: false as const, status: 404, msg: 'Fatura não encontrada' };
  if (!loaded.ok && loaded.status === 404) {
    setFlash(Astro.cookies, { kind: 'error', msg: loaded.msg });
    return Astro.redirect(LIST, 303);
  }
  const invoice = settle(Astro, loaded);
  if (invoice instanceof Response) return invoice;
  if (!invoice.ok) return { ok: false, msg: invoice.msg };
  const cards = await listCards(Astro.locals.caller);
  const active = cards.ok ? cards.body.data.filter((card) => card.status === 'active') : [];
  const view = async (alert?: string, shown: Invoice = invoice.body.data): Promise<PayView> => ({
    ok: true, invoice: shown, cards: active, key: randomUUID(), alert,
    pixSvg: shown.pix ? await pixQrSvg(shown.pix.code) : null,
  });
  if (Astro.request.method !== 'POST') return view();

  const form = await readForm(Astro.request);
  const choice = String(form.get('method') ?? '');
  const key = String(form.get('key') ?? '');
  const method = choice === 'pix' ? 'pix' : Number(choice);
  if (!KEY.test(key) || (method !== 'pix' && !(method > 0))) {
    Astro.response.status = 400;
    Astro.locals.toasts.push({ kind: 'error', msg: 'Escolha um cartão ou PIX para pagar.' });
    return view('Escolha um cartão ou PIX para pagar.');
  }
  const answer = await payInvoice(Astro.locals.caller, id, method, key);
  // Back to this page either way: a PIX payment continues here with its code, a card payment
  // ends here with its receipt (issue #20).
  const outcome = finishPost(Astro, answer, 'Fatura paga', `${LIST}/${id}`);
  if (outcome instanceof Response) return outcome;
  // A refused payment may have found the invoice changed (a PIX paid meanwhile): show it as it is now.
  const now = await showInvoice(Astro.locals.caller, id);
  return view(outcome.alert, now.ok ? now.body.data : invoice.body.data);
}
