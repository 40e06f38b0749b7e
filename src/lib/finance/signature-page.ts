// /financeiro/assinatura: the subscription, and the change of its payment method (POST from the
// dialog or from the plain ?alterar=1 page).
import type { AstroGlobal } from 'astro';
import { changeSignatureMethod, getSignature, type Signature } from '../api/finance.ts';
import { settle } from '../content/failed-call.ts';
import { readForm } from '../login/page-state.ts';
import { finishPost } from './post-outcome.ts';

export const CHANGE_QUERY = 'alterar';
const PAGE = '/financeiro/assinatura';

export type SignatureView =
  | { ok: true; signature: Signature | null; editing: boolean; alert?: string }
  | { ok: false; msg: string };

export async function signaturePageState(Astro: AstroGlobal): Promise<Response | SignatureView> {
  const loaded = settle(Astro, await getSignature(Astro.locals.caller));
  if (loaded instanceof Response) return loaded;
  if (!loaded.ok) return { ok: false, msg: loaded.msg };
  const signature = loaded.body.data;
  if (Astro.request.method !== 'POST' || !signature) {
    return { ok: true, signature, editing: Boolean(signature) && Astro.url.searchParams.get(CHANGE_QUERY) === '1' };
  }
  const method = String((await readForm(Astro.request)).get('method') ?? '');
  const outcome = finishPost(Astro, await changeSignatureMethod(Astro.locals.caller, signature, method), 'Forma de pagamento alterada', PAGE);
  if (outcome instanceof Response) return outcome;
  return { ok: true, signature, editing: true, alert: outcome.alert };
}
