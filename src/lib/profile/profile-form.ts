// Reading and checking the profile form (spec §5): every field but the phone is required, and a
// refused save flags each empty field by itself so a member sees at once everything left to fill.
import { isValidPhone, phoneDigits } from '../../../contract/phone.ts';
import { toIsoDate } from '../iso-date.ts';
import { CONTENT_TEXT, VALIDATION } from '../messages.ts';
import { OPTIONAL, PROFILE_KEYS, READ_ONLY, fieldSpec, type Profile, type ProfileErrors } from './fields.ts';

/** The stored profile with what the member typed; read-only fields always keep the stored value. */
export function profileFromForm(stored: Profile, form: FormData): Profile {
  const profile = { ...stored };
  for (const key of PROFILE_KEYS) {
    if (READ_ONLY.has(key)) continue;
    const raw = form.get(key);
    const value = typeof raw === 'string' ? raw.trim() : '';
    profile[key] = fieldSpec(key).kind === 'date' ? toIsoDate(value) : value;
  }
  profile.cep = profile.cep.replace(/\D/g, '');
  return profile;
}

/** One inline message per empty field; none when the profile may be saved. */
export function emptyFieldErrors(profile: Profile): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const key of PROFILE_KEYS) if (!profile[key] && !OPTIONAL.has(key)) errors[key] = CONTENT_TEXT.requiredField;
  return errors;
}

/** The phone's message when one was typed that is not a phone; the API checks it again. */
export const phoneError = (profile: Profile): string | undefined =>
  profile.phone && !isValidPhone(phoneDigits(profile.phone)) ? VALIDATION.phoneInvalid : undefined;
