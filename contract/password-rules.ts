// Password rules of spec §5, plus the block-list of DESIGN.md §7.3. The portal runs them for
// instant, inline feedback; the associate API runs them again because it is the authority.
import { VALIDATION } from './validation-messages.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const MIN_PASSWORD_LENGTH = 8;
// No upper limit below 64 (DESIGN.md §7.3); 128 keeps argon2 input bounded.
export const MAX_PASSWORD_LENGTH = 128;

/** Step 2 of an existing account: only the length is checked (spec §5). */
export function checkExistingPassword(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH && password.length <= MAX_PASSWORD_LENGTH
    ? null
    : VALIDATION.passwordInvalid;
}

export type NewPasswordErrors = { password?: string; confirmation?: string };

/**
 * First access and recovery: length, composition and block-list on the password; length and
 * equality on the confirmation. Returns one message per field, the spec's exact texts.
 */
export function checkNewPassword(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    errors.password = VALIDATION.passwordInvalid;
  } else if (!hasRequiredCharacterClasses(password)) {
    errors.password = VALIDATION.passwordComposition;
  } else if (isCommonPassword(password)) {
    errors.password = VALIDATION.passwordTooCommon;
  }
  if (confirmation.length < MIN_PASSWORD_LENGTH || confirmation !== password) {
    errors.confirmation = VALIDATION.passwordsDiffer;
  }
  return errors;
}

function hasRequiredCharacterClasses(password: string): boolean {
  return (
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}]/u.test(password)
  );
}

function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
