// The recovery link's form (spec §2/§4): a new password twice; on success back to / cleared.
import type { AstroGlobal } from 'astro';
import { checkNewPassword, type NewPasswordErrors } from '../../../contract/password-rules.ts';
import { recoverPassword } from '../api/auth.ts';
import { setFlash } from '../session/cookies.ts';
import { readForm } from './page-state.ts';

export type RecoveryOutcome = { redirect: string } | { errors: NewPasswordErrors & { form?: string }; status: number };

export async function recoveryPageState(Astro: AstroGlobal, token: string): Promise<RecoveryOutcome> {
  if (Astro.request.method !== 'POST') return { errors: {}, status: 200 };
  const form = await readForm(Astro.request);
  if (form.get('intent') === 'back') return { redirect: '/' };
  const password = String(form.get('password') ?? '');
  const confirmation = String(form.get('confirmation') ?? '');
  const rules = checkNewPassword(password, confirmation);
  let errors: NewPasswordErrors & { form?: string } = rules;
  if (!rules.password && !rules.confirmation) {
    const answer = await recoverPassword(Astro.locals.caller, token, password, confirmation);
    if (answer.ok) {
      setFlash(Astro.cookies, { kind: 'success', msg: answer.body.msg ?? 'Senha alterada com sucesso' });
      return { redirect: '/' };
    }
    errors = { form: answer.msg };
  }
  for (const msg of Object.values(errors)) if (msg) Astro.locals.toasts.push({ kind: 'error', msg });
  return { errors, status: 400 };
}
