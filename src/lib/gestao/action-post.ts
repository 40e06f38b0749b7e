// A Jurídico detail page's POST (a folder, a lawsuit): one form per action, told apart by its
// `acao` field. Runs the action, then redirects with the API's message (POST→303→GET) or keeps
// what went wrong for the form that was sent: the API's message under the action's name, or the
// wrong rows of a CPF list (400, nothing written). A post that names no known action (or is no
// form at all) writes nothing: 400 'Ação desconhecida.'.
import type { AstroGlobal } from 'astro';
import type { CpfRowError } from '../api/juridico.ts';
import type { CpfListOutcome } from './cpf-list-post.ts';
import { afterPost, formText, postedForm } from './juridico-form.ts';

/** What the page shows again after a refused POST. */
export type PostedState = { errors: Record<string, string>; rowErrors: CpfRowError[]; posted?: FormData };

export type Actions = Record<string, (form: FormData) => Promise<CpfListOutcome>>;

type Options = {
  /** Whether the staff member's role may post here at all (otherwise the page shows 403). */
  allowed: boolean;
  actions: Actions;
  /** Where a success redirects: the page itself. */
  here: string;
};

/** Runs the posted action; a Response is the redirect. */
export async function handleActionPost(astro: AstroGlobal, { allowed, actions, here }: Options): Promise<PostedState | Response> {
  const state: PostedState = { errors: {}, rowErrors: [] };
  if (!allowed || astro.request.method !== 'POST') return state;
  const form = (state.posted = await postedForm(astro.request));
  const action = formText(form, 'acao');
  const run = Object.hasOwn(actions, action) ? actions[action] : undefined;
  if (!run) {
    astro.response.status = 400;
    state.errors.geral = 'Ação desconhecida.';
    return state;
  }
  const outcome = await run(form);
  if ('rowErrors' in outcome) {
    state.rowErrors = outcome.rowErrors;
    astro.response.status = 400;
    return state;
  }
  const after = afterPost(astro, outcome.answer, here);
  if (typeof after !== 'string') return after;
  state.errors[action] = after;
  return state;
}
