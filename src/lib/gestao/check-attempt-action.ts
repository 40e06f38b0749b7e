// The POST of 'Verificar no provedor' on a Financeiro page: asks the API, keeps the outcome across
// POST→303→GET, or answers the refusal to show on the page.
import type { AstroGlobal } from 'astro';
import { checkAttempt } from '../api/atendimento.ts';
import type { Caller } from '../api/client.ts';
import { setFlash } from '../session/cookies.ts';

export async function checkAttemptAction(Astro: AstroGlobal, caller: Caller, back: string): Promise<Response | { status: number; msg: string }> {
  const form = await Astro.request.formData().catch(() => undefined);
  const id = form?.get('tentativa');
  const answer = await checkAttempt(caller, typeof id === 'string' ? id : '');
  if (!answer.ok) return { status: answer.status === 0 || answer.status >= 500 ? 503 : answer.status, msg: answer.msg };
  setFlash(Astro.cookies, { kind: 'success', msg: answer.body.msg });
  return Astro.redirect(back, 303);
}
