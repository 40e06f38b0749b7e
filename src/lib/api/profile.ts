// Profile calls (contract "Content"), with the spec §8 fallbacks.
import { FALLBACK } from '../messages.ts';
import { callApi, type Caller } from './client.ts';
import type { Profile } from '../profile/fields.ts';

export const getProfile = (caller: Caller) =>
  callApi<{ data: Profile }>(caller, '/user/profile', { fallback: FALLBACK.profile });

/** `currentPassword` is needed when the e-mail changes (docs/api-contract.md). */
export const updateProfile = (caller: Caller, profile: Profile, currentPassword?: string) =>
  callApi<{ msg?: string }>(caller, '/user/profile', {
    method: 'PUT', body: currentPassword ? { ...profile, currentPassword } : profile, fallback: FALLBACK.profileUpdate,
  });
