// The back office's sign-in form posts (DESIGN §10), the same with or without JavaScript: e-mail
// and password open a pending sign-in (cookie gestao_entrada), then the code turns it into a
// session (cookie gestao_sessao). Success answers POST→303→GET; a refusal re-renders the step.
import type { AstroCookies } from 'astro';
import type { Caller } from '../api/client.ts';
import { staffCode, staffPassword } from '../api/staff.ts';
import { clearStaffPending, readStaffPending, setStaffPending, setStaffSession } from './cookies.ts';

export type SignInView = { step: 'password' | 'code'; email?: string; error?: string };
export type SignInOutcome = { redirect: string } | { view: SignInView; status: number };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The step this browser is at: the code once a password was accepted in the last 5 minutes. */
export const currentStep = (cookies: AstroCookies): SignInView => ({ step: readStaffPending(cookies) ? 'code' : 'password' });

export async function submitSignIn(cookies: AstroCookies, base: Caller, form: FormData): Promise<SignInOutcome> {
  if (field(form, 'etapa') === 'recomecar') {
    clearStaffPending(cookies);
    return { redirect: '/gestao/entrar' };
  }
  const pending = readStaffPending(cookies);
  if (field(form, 'etapa') === 'codigo' && pending) {
    const code = field(form, 'codigo').trim();
    if (!code) return { view: { step: 'code', error: 'Informe o código de 6 números do aplicativo ou um código de recuperação.' }, status: 400 };
    const answer = await staffCode({ ...base, staff: { pending } }, code);
    if (!answer.ok) {
      // The pending sign-in expired: back to e-mail and password, saying why.
      if (answer.status === 401 && /expirou/.test(answer.msg)) clearStaffPending(cookies);
      return { view: { step: readStaffPending(cookies) ? 'code' : 'password', error: answer.msg }, status: answer.status === 429 ? 429 : 400 };
    }
    clearStaffPending(cookies);
    setStaffSession(cookies, answer.staffSession!);
    return { redirect: '/gestao' };
  }
  const email = field(form, 'email').trim();
  const password = field(form, 'senha');
  if (!email || !password) return { view: { step: 'password', email, error: 'Informe o e-mail e a senha.' }, status: 400 };
  const answer = await staffPassword({ ...base, staff: {} }, email, password);
  if (!answer.ok || !answer.pending) return { view: { step: 'password', email, error: answer.ok ? 'E-mail ou senha incorretos' : answer.msg }, status: answer.ok ? 400 : answer.status === 429 ? 429 : 400 };
  setStaffPending(cookies, answer.pending);
  return { redirect: '/gestao/entrar' };
}
