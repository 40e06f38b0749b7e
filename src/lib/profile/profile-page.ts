// What /profile shows and does (spec §2/§4/§5): view mode, edit mode (?editar=1), the no-JS
// 'Buscar CEP' submit and the save, which answers POST→303→GET with the server's msg.
import type { AstroGlobal } from 'astro';
import { isOutage } from '../api/client.ts';
import { getProfile, updateProfile } from '../api/profile.ts';
import { lookupCep } from '../cep/portal-cep.ts';
import { readForm } from '../login/page-state.ts';
import { CONTENT_TEXT, VALIDATION } from '../messages.ts';
import { sessionEndedBy } from '../session/end-session.ts';
import { setFlash } from '../session/cookies.ts';
import { keepDraft, takeDraft } from '../session/draft.ts';
import { emptyFieldErrors, phoneError, profileFromForm } from './profile-form.ts';
import type { Profile, ProfileErrors } from './fields.ts';
import { handleSecurityPost, loadSecurity, SECURITY_INTENTS, securityView, type PasswordErrors, type SecurityView } from './security.ts';

export type ProfileView =
  | { mode: 'view'; profile: Profile; security: SecurityView; passwordErrors: PasswordErrors }
  | { mode: 'edit'; profile: Profile; errors: ProfileErrors; alert?: string; cepFilled?: boolean; currentPasswordError?: string; restored?: boolean }
  | { mode: 'unavailable'; msg: string };

export type ProfileOutcome = { response: Response } | { view: ProfileView; status: number };

export const EDIT_QUERY = 'editar';
/** Where the edit form lives: a draft kept through an expired session comes back here. */
const EDIT_PATH = `/profile?${EDIT_QUERY}=1`;

/** The session ended: the redirect, keeping what a sent form carried when it was the idle limit. */
async function ended(Astro: AstroGlobal, answer: { ok: false; status: number }, form?: FormData): Promise<Response | undefined> {
  const response = sessionEndedBy(Astro, answer);
  if (response && answer.status === 401 && Astro.request.method === 'POST') {
    keepDraft(Astro.cookies, form ?? (await readForm(Astro.request)), EDIT_PATH);
  }
  return response;
}

async function fillFromCep(profile: Profile): Promise<{ view: ProfileView; status: number }> {
  const found = await lookupCep(profile.cep);
  // Only a wrong CEP is marked on the field; when the CEP service fails the CEP may be right.
  if (!found.ok && found.reason === 'unavailable') return { view: { mode: 'edit', profile, errors: {}, alert: found.msg }, status: 502 };
  if (!found.ok) return { view: { mode: 'edit', profile, errors: { cep: found.msg } }, status: 400 };
  return { view: { mode: 'edit', profile: { ...profile, ...found.address }, errors: {}, cepFilled: true }, status: 200 };
}

// The API's answers about the current password, shown by the 'Senha atual' field.
const CURRENT_PASSWORD_MESSAGES = new Set<string>([VALIDATION.currentPasswordRequired, 'Senha atual incorreta']);

async function save(Astro: AstroGlobal, form: FormData, profile: Profile, stored: Profile, currentPassword: string): Promise<ProfileOutcome> {
  const errors = emptyFieldErrors(profile);
  if (Object.keys(errors).length > 0) {
    return { view: { mode: 'edit', profile, errors, alert: VALIDATION.fillAllFields }, status: 400 };
  }
  const phone = phoneError(profile);
  if (phone) return { view: { mode: 'edit', profile, errors: { phone }, alert: phone }, status: 400 };
  // A new e-mail takes the current password (recovery links go there): asked here before any call.
  if (profile.email.toLowerCase() !== stored.email.toLowerCase() && !currentPassword) {
    const msg = VALIDATION.currentPasswordRequired;
    return { view: { mode: 'edit', profile, errors: {}, alert: msg, currentPasswordError: msg }, status: 400 };
  }
  const answer = await updateProfile(Astro.locals.caller, profile, currentPassword || undefined);
  if (!answer.ok) {
    const response = await ended(Astro, answer, form);
    if (response) return { response };
    const currentPasswordError = CURRENT_PASSWORD_MESSAGES.has(answer.msg) ? answer.msg : undefined;
    const status = isOutage(answer.status) ? 503 : answer.status;
    return { view: { mode: 'edit', profile, errors: {}, alert: answer.msg, currentPasswordError }, status };
  }
  setFlash(Astro.cookies, { kind: 'success', msg: answer.body.msg ?? 'Perfil atualizado com sucesso' });
  return { response: Astro.redirect('/profile', 303) };
}

export async function profilePageState(Astro: AstroGlobal): Promise<ProfileOutcome> {
  const editing = Astro.url.searchParams.get(EDIT_QUERY) === '1';
  const viewing = Astro.request.method !== 'POST' && !editing;
  // Viewing the profile shows its open sessions too: both come in one call.
  const stored = await getProfile(Astro.locals.caller, { withSessions: viewing });
  if (!stored.ok) {
    const response = await ended(Astro, stored);
    if (response) return { response };
    return { view: { mode: 'unavailable', msg: stored.msg }, status: isOutage(stored.status) ? 503 : 502 };
  }
  const profile = stored.body.data;
  if (editing && Astro.request.method !== 'POST') {
    const draft = takeDraft(Astro.cookies, EDIT_PATH, profile.cpf);
    if (draft) return { view: { mode: 'edit', profile: profileFromForm(profile, draft), errors: {}, restored: true }, status: 200 };
    return { view: { mode: 'edit', profile, errors: {} }, status: 200 };
  }
  if (viewing) {
    // An API instance without the extension (during a rolling deploy) is asked separately.
    const { sessions } = stored.body;
    // A representative is never shown the member's sessions (issue 23 §4): not asked for them.
    const security = sessions ? securityView(sessions) : Astro.locals.caller.actingFor ? { sessionsError: '' } : await loadSecurity(Astro);
    return { view: { mode: 'view', profile, security, passwordErrors: {} }, status: 200 };
  }
  const form = await readForm(Astro.request);
  const intent = String(form.get('intent') ?? '');
  if (SECURITY_INTENTS.has(intent)) {
    const outcome = await handleSecurityPost(Astro, form);
    if ('response' in outcome) return outcome;
    // Read after the change, so the list shows what the member just ended.
    const security = await loadSecurity(Astro);
    return { view: { mode: 'view', profile, security, passwordErrors: outcome.passwordErrors }, status: outcome.status };
  }
  const typed = profileFromForm(profile, form);
  const currentPassword = String(form.get('currentPassword') ?? '');
  return intent === 'cep' ? fillFromCep(typed) : save(Astro, form, typed, profile, currentPassword);
}

/** What the toast region says about this answer (errors also sit by their fields). */
export function profileToast(view: ProfileView) {
  if (view.mode === 'unavailable') return { kind: 'error' as const, msg: view.msg };
  if (view.mode === 'view') {
    const msg = Object.values(view.passwordErrors).find(Boolean);
    return msg ? { kind: 'error' as const, msg } : undefined;
  }
  if (view.alert) return { kind: 'error' as const, msg: view.alert };
  if (view.errors.cep) return { kind: 'error' as const, msg: view.errors.cep };
  if (view.cepFilled) return { kind: 'info' as const, msg: CONTENT_TEXT.cepFilled };
  if (view.restored) return { kind: 'info' as const, msg: CONTENT_TEXT.draftRestored };
  return undefined;
}
