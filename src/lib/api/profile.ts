// Profile calls (contract "Content"), with the spec §8 fallbacks.
import { FALLBACK } from '../messages.ts';
import type { SessionItem } from './account.ts';
import { callApi, type Caller } from './client.ts';
import type { Profile } from '../profile/fields.ts';

/** With `withSessions`, the open sessions come in the same answer (an extension): the profile page is one call. */
export const getProfile = (caller: Caller, { withSessions = false } = {}) =>
  callApi<{ data: Profile; sessions?: SessionItem[] }>(caller, withSessions ? '/user/profile?sessoes=1' : '/user/profile', { fallback: FALLBACK.profile });

/** `currentPassword` is needed when the e-mail changes (docs/api-contract.md). */
export const updateProfile = (caller: Caller, profile: Profile, currentPassword?: string) =>
  callApi<{ msg?: string }>(caller, '/user/profile', {
    method: 'PUT', body: currentPassword ? { ...profile, currentPassword } : profile, fallback: FALLBACK.profileUpdate,
  });
