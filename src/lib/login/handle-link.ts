// The e-mailed (or staff-printed) link /{token} (spec §2, DESIGN §7.1): a GET only shows the form
// the link is for — 'Recuperar senha' or 'Cadastre sua senha' — and changes nothing, because mail
// scanners and link previews fetch every link in an e-mail, and a link that acted on a GET would
// let any page sign a browser into somebody else's account. Only the form's POST acts: it sets
// the password and spends the link; an activation also signs the member in.
import type { AstroGlobal } from 'astro';
import { checkNewPassword, type NewPasswordErrors } from '../../../contract/password-rules.ts';
import { activateAccount, readLink, recoverPassword, type LinkPurpose } from '../api/auth.ts';
import { FALLBACK } from '../messages.ts';
import { clearLinkNotice, clearLoginFlow, setDeviceCookie, setFlash, setSessionToken } from '../session/cookies.ts';
import { readForm } from './page-state.ts';

export type LinkErrors = NewPasswordErrors & { form?: string };

export type LinkOutcome =
  | { redirect: string }
  /** purpose null: the link is unknown, used or expired; `linkProblem` says so. */
  | { purpose: LinkPurpose | null; linkProblem?: string; errors: LinkErrors; status: number };

export async function linkPageState(Astro: AstroGlobal, token: string): Promise<LinkOutcome> {
  const { caller } = Astro.locals;
  const form = Astro.request.method === 'POST' ? await readForm(Astro.request) : null;
  // The member is using the e-mailed link: the sign-in page need not say 'Confira o seu e-mail'
  // any more ('Retornar' and a recovered password both lead there).
  if (form) clearLinkNotice(Astro.cookies);
  if (form?.get('intent') === 'back') return { redirect: '/' };
  const link = await readLink(caller, token);
  if (!link.ok) return { purpose: null, linkProblem: link.msg, errors: {}, status: link.status === 404 || link.status === 429 ? link.status : 503 };
  const { purpose } = link.body;
  if (!form) return { purpose, errors: {}, status: 200 };

  const password = String(form.get('password') ?? '');
  const confirmation = String(form.get('confirmation') ?? '');
  const rules = checkNewPassword(password, confirmation);
  let errors: LinkErrors = rules;
  if (!rules.password && !rules.confirmation) {
    const done = purpose === 'activation'
      ? await activate(Astro, token, password, confirmation)
      : await recover(Astro, token, password, confirmation);
    if (typeof done === 'string') return { redirect: done };
    errors = { form: done.msg };
  }
  for (const msg of Object.values(errors)) if (msg) Astro.locals.toasts.push({ kind: 'error', msg });
  return { purpose, errors, status: 400 };
}

/** First access: password set, link spent, member signed in; the dashboard greets them. */
async function activate(Astro: AstroGlobal, token: string, password: string, confirmation: string): Promise<string | { msg: string }> {
  const answer = await activateAccount(Astro.locals.caller, token, password, confirmation);
  if (!answer.ok || !answer.sid) return { msg: answer.ok ? FALLBACK.activation : answer.msg };
  clearLoginFlow(Astro.cookies);
  setSessionToken(Astro.cookies, answer.sid);
  if (answer.device) setDeviceCookie(Astro.cookies, answer.device);
  if (answer.body.msg) setFlash(Astro.cookies, { kind: 'success', msg: answer.body.msg });
  return '/dashboard';
}

/** Spec §4: a recovered password leads back to / with the form cleared. */
async function recover(Astro: AstroGlobal, token: string, password: string, confirmation: string): Promise<string | { msg: string }> {
  const answer = await recoverPassword(Astro.locals.caller, token, password, confirmation);
  if (!answer.ok) return { msg: answer.msg };
  setFlash(Astro.cookies, { kind: 'success', msg: answer.body.msg ?? 'Senha alterada com sucesso' });
  return '/';
}
