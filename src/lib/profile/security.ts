// The profile's 'Segurança' section (issue #9): 'Alterar senha' and 'Sessões ativas'. Plain forms
// posted to /profile (POST→303→GET with a flash; a refused password change is shown again with
// each message by its field).
import type { AstroGlobal } from 'astro';
import { checkNewPassword } from '../../../contract/password-rules.ts';
import { changeOwnPassword, endOneSession, endOtherSessions, listSessions, type SessionItem } from '../api/account.ts';
import { formatDayAtTime } from '../datetime.ts';
import { sessionLabel } from './session-label.ts';
import { VALIDATION } from '../messages.ts';
import { sessionEndedBy } from '../session/end-session.ts';
import { setFlash } from '../session/cookies.ts';
import { CONFIRMATION_ANCHOR } from '../toast.ts';

export const SECURITY_INTENTS = new Set(['password', 'end-session', 'end-others']);

export type PasswordErrors = { currentPassword?: string; password?: string; confirmation?: string; form?: string };

export type SessionRow = { id: string; device: string; lastUsed: string; current: boolean };

export type SecurityView = { sessions: SessionRow[] } | { sessionsError: string };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The 'Sessões ativas' list from the API's sessions (read with the profile, or on their own). */
export const securityView = (sessions: SessionItem[]): SecurityView => ({
  sessions: sessions.map((s) => ({
    id: s.id,
    device: sessionLabel(s.device, s.network),
    lastUsed: formatDayAtTime(new Date(s.lastSeenAt)),
    current: s.current,
  })),
});

/** After a change to the sessions (one ended, the others ended), read again on their own. */
export async function loadSecurity(Astro: AstroGlobal): Promise<SecurityView> {
  const answer = await listSessions(Astro.locals.caller);
  return answer.ok ? securityView(answer.body.data) : { sessionsError: answer.msg };
}

/** Which field a message of the API belongs to, so it shows next to it. */
function errorsFor(msg: string): PasswordErrors {
  if (msg === VALIDATION.currentPasswordRequired || msg === 'Senha atual incorreta') return { currentPassword: msg };
  if (msg === VALIDATION.passwordsDiffer) return { confirmation: msg };
  if (msg.startsWith('Senha inválida') || msg === VALIDATION.passwordTooCommon) return { password: msg };
  return { form: msg };
}

// An empty field says what is missing, not that a password nobody typed is invalid.
const missingPasswords = (password: string, confirmation: string): PasswordErrors => ({
  ...(password ? {} : { password: VALIDATION.newPasswordRequired }),
  ...(confirmation ? {} : { confirmation: VALIDATION.confirmationRequired }),
});

export type SecurityOutcome = { response: Response } | { passwordErrors: PasswordErrors; status: number };

export async function handleSecurityPost(Astro: AstroGlobal, form: FormData): Promise<SecurityOutcome> {
  const { caller } = Astro.locals;
  const intent = field(form, 'intent');
  const done = (msg: string | undefined, fallback: string): SecurityOutcome => {
    setFlash(Astro.cookies, { kind: 'success', msg: msg ?? fallback });
    // To the lasting confirmation at the top of the page, not past it to the section.
    return { response: Astro.redirect(`/profile#${CONFIRMATION_ANCHOR}`, 303) };
  };

  if (intent === 'password') {
    const currentPassword = field(form, 'currentPassword');
    const password = field(form, 'newPassword');
    const confirmation = field(form, 'confirmation');
    const errors: PasswordErrors = {
      ...checkNewPassword(password, confirmation),
      ...missingPasswords(password, confirmation),
      currentPassword: currentPassword ? undefined : VALIDATION.currentPasswordRequired,
    };
    if (errors.currentPassword || errors.password || errors.confirmation) return { passwordErrors: errors, status: 400 };
    const answer = await changeOwnPassword(caller, { currentPassword, password, confirmPassword: confirmation });
    if (answer.ok) return done(answer.body.msg, 'Senha alterada com sucesso');
    const ended = sessionEndedBy(Astro, answer);
    if (ended) return { response: ended };
    return { passwordErrors: errorsFor(answer.msg), status: answer.status || 502 };
  }

  const answer = intent === 'end-others' ? await endOtherSessions(caller) : await endOneSession(caller, field(form, 'session'));
  if (answer.ok) return done(answer.body.msg, 'Sessão encerrada');
  const ended = sessionEndedBy(Astro, answer);
  if (ended) return { response: ended };
  setFlash(Astro.cookies, { kind: 'error', msg: answer.msg });
  return { response: Astro.redirect('/profile#seguranca', 303) };
}
