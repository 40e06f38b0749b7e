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
import { emptyFieldErrors, profileFromForm } from './profile-form.ts';
import type { Profile, ProfileErrors } from './fields.ts';

export type ProfileView =
  | { mode: 'view'; profile: Profile }
  | { mode: 'edit'; profile: Profile; errors: ProfileErrors; alert?: string; cepFilled?: boolean }
  | { mode: 'unavailable'; msg: string };

export type ProfileOutcome = { response: Response } | { view: ProfileView; status: number };

export const EDIT_QUERY = 'editar';

async function fillFromCep(profile: Profile): Promise<{ view: ProfileView; status: number }> {
  const found = await lookupCep(profile.cep);
  if (!found.ok) return { view: { mode: 'edit', profile, errors: { cep: found.msg } }, status: found.reason === 'unavailable' ? 502 : 400 };
  return { view: { mode: 'edit', profile: { ...profile, ...found.address }, errors: {}, cepFilled: true }, status: 200 };
}

async function save(Astro: AstroGlobal, profile: Profile): Promise<ProfileOutcome> {
  const errors = emptyFieldErrors(profile);
  if (Object.keys(errors).length > 0) {
    return { view: { mode: 'edit', profile, errors, alert: VALIDATION.fillAllFields }, status: 400 };
  }
  const answer = await updateProfile(Astro.locals.caller, profile);
  if (!answer.ok) {
    const ended = sessionEndedBy(Astro, answer);
    if (ended) return { response: ended };
    return { view: { mode: 'edit', profile, errors: {}, alert: answer.msg }, status: isOutage(answer.status) ? 503 : answer.status };
  }
  setFlash(Astro.cookies, { kind: 'success', msg: answer.body.msg ?? 'Perfil atualizado com sucesso' });
  return { response: Astro.redirect('/profile', 303) };
}

export async function profilePageState(Astro: AstroGlobal): Promise<ProfileOutcome> {
  const stored = await getProfile(Astro.locals.caller);
  if (!stored.ok) {
    const ended = sessionEndedBy(Astro, stored);
    if (ended) return { response: ended };
    return { view: { mode: 'unavailable', msg: stored.msg }, status: isOutage(stored.status) ? 503 : 502 };
  }
  const profile = stored.body.data;
  if (Astro.request.method !== 'POST') {
    const editing = Astro.url.searchParams.get(EDIT_QUERY) === '1';
    return { view: editing ? { mode: 'edit', profile, errors: {} } : { mode: 'view', profile }, status: 200 };
  }
  const form = await readForm(Astro.request);
  const typed = profileFromForm(profile, form);
  return form.get('intent') === 'cep' ? fillFromCep(typed) : save(Astro, typed);
}

/** What the toast region says about this answer (errors also sit by their fields). */
export function profileToast(view: ProfileView) {
  if (view.mode === 'unavailable') return { kind: 'error' as const, msg: view.msg };
  if (view.mode !== 'edit') return undefined;
  if (view.alert) return { kind: 'error' as const, msg: view.alert };
  if (view.errors.cep) return { kind: 'error' as const, msg: view.errors.cep };
  if (view.cepFilled) return { kind: 'info' as const, msg: CONTENT_TEXT.cepFilled };
  return undefined;
}
