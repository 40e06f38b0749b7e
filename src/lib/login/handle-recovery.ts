// The recovery form (spec §2/§4): a new password twice; on success back to / cleared. The token
// arrives in the e-mailed link /{token}, which moves it into the sealed `recovery` cookie and
// redirects here, so it leaves the address bar, the history and any Referer at once.
import type { AstroGlobal } from 'astro';
import { checkNewPassword, type NewPasswordErrors } from '../../../contract/password-rules.ts';
import { recoverPassword } from '../api/auth.ts';
import { FALLBACK } from '../messages.ts';
import { clearRecoveryToken, readRecoveryToken, setFlash } from '../session/cookies.ts';
import { readForm } from './page-state.ts';

export type RecoveryOutcome = { redirect: string } | { errors: NewPasswordErrors & { form?: string }; status: number };

export async function recoveryPageState(Astro: AstroGlobal): Promise<RecoveryOutcome> {
  const token = readRecoveryToken(Astro.cookies);
  if (!token) {
    setFlash(Astro.cookies, { kind: 'error', msg: FALLBACK.recovery });
    return { redirect: '/' };
  }
  if (Astro.request.method !== 'POST') return { errors: {}, status: 200 };
  const form = await readForm(Astro.request);
  if (form.get('intent') === 'back') {
    clearRecoveryToken(Astro.cookies);
    return { redirect: '/' };
  }
  const password = String(form.get('password') ?? '');
  const confirmation = String(form.get('confirmation') ?? '');
  const rules = checkNewPassword(password, confirmation);
  let errors: NewPasswordErrors & { form?: string } = rules;
  if (!rules.password && !rules.confirmation) {
    const answer = await recoverPassword(Astro.locals.caller, token, password, confirmation);
    if (answer.ok) {
      clearRecoveryToken(Astro.cookies);
      setFlash(Astro.cookies, { kind: 'success', msg: answer.body.msg ?? 'Senha alterada com sucesso' });
      return { redirect: '/' };
    }
    errors = { form: answer.msg };
  }
  for (const msg of Object.values(errors)) if (msg) Astro.locals.toasts.push({ kind: 'error', msg });
  return { errors, status: 400 };
}
