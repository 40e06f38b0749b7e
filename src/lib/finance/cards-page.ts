// /financeiro/cartoes: the list; ?deletar=ID is the no-JS confirmation of a deletion (scripts
// show the same form in a dialog); POST intent=delete|add does the change, an added card paying
// the subscription too when the member said so (issue #20).
import type { AstroGlobal } from 'astro';
import { addCard, deleteCard, listCards, type CreditCard } from '../api/finance.ts';
import { settle } from '../content/failed-call.ts';
import { readForm } from '../login/page-state.ts';
import { finishPost } from './post-outcome.ts';

export const DELETE_QUERY = 'deletar';
const PAGE = '/financeiro/cartoes';

export type CardsView =
  | { ok: true; cards: CreditCard[]; subscriptionMethod: string | null; confirming: CreditCard | null; alert?: string }
  | { ok: false; msg: string };

export const canDelete = (card: CreditCard) => card.status !== 'deleted';

export async function cardsPageState(Astro: AstroGlobal): Promise<Response | CardsView> {
  const loaded = settle(Astro, await listCards(Astro.locals.caller));
  if (loaded instanceof Response) return loaded;
  if (!loaded.ok) return { ok: false, msg: loaded.msg };
  const cards = loaded.body.data;
  const subscriptionMethod = loaded.body.subscriptionMethod ?? null;
  const byId = (id: unknown) => cards.find((card) => String(card.id) === String(id) && canDelete(card)) ?? null;
  if (Astro.request.method !== 'POST') {
    return { ok: true, cards, subscriptionMethod, confirming: byId(Astro.url.searchParams.get(DELETE_QUERY)) };
  }
  const form = await readForm(Astro.request);
  const intent = form.get('intent');
  const answer = intent === 'add'
    ? await addCard(Astro.locals.caller, String(form.get('gateway_token') ?? ''), forSubscription(form.get(FOR_SUBSCRIPTION)))
    : await deleteCard(Astro.locals.caller, Number(form.get('id')));
  const outcome = finishPost(Astro, answer, intent === 'add' ? 'Cartão adicionado' : 'Cartão deletado', PAGE);
  if (outcome instanceof Response) return outcome;
  return { ok: true, cards, subscriptionMethod, confirming: intent === 'add' ? null : byId(form.get('id')), alert: outcome.alert };
}

/** The add-card dialog's answer to 'Usar este cartão para pagar a assinatura?'; unasked, nothing. */
export const FOR_SUBSCRIPTION = 'for_subscription';
const forSubscription = (answer: FormDataEntryValue | null) => (answer === 'sim' ? true : answer === 'nao' ? false : undefined);
