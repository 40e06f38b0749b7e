// Password rules of spec §5, plus the block-list of DESIGN.md §7.3. The portal runs them for
// instant, inline feedback; the associate API runs them again because it is the authority.
import { VALIDATION } from './validation-messages.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const MIN_PASSWORD_LENGTH = 8;
// No upper limit below 64 (DESIGN.md §7.3); 128 keeps argon2 input bounded.
export const MAX_PASSWORD_LENGTH = 128;

/** Step 2 of an existing account: only the length is checked (spec §5). */
export function checkExistingPassword(password: string): string | null {
  return lengthProblem(password);
}

function lengthProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return VALIDATION.passwordInvalid;
  return password.length > MAX_PASSWORD_LENGTH ? VALIDATION.passwordTooLong : null;
}

export type NewPasswordErrors = { password?: string; confirmation?: string };

/**
 * First access and recovery: length, composition and block-list on the password; length and
 * equality on the confirmation. Returns one message per field, the spec's exact texts.
 */
export function checkNewPassword(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const missing = missingCharacterClasses(password);
  const length = lengthProblem(password);
  if (length) {
    errors.password = length;
  } else if (missing.length > 0) {
    errors.password = VALIDATION.passwordComposition(missing);
  } else if (isCommonPassword(password)) {
    errors.password = VALIDATION.passwordTooCommon;
  }
  if (confirmation.length < MIN_PASSWORD_LENGTH || confirmation !== password) {
    errors.confirmation = VALIDATION.passwordsDiffer;
  }
  return errors;
}

const CHARACTER_CLASSES: ReadonlyArray<[RegExp, string]> = [
  [/\p{Lu}/u, '1 letra maiúscula'],
  [/\p{Ll}/u, '1 letra minúscula'],
  [/\p{Nd}/u, '1 número'],
  [/[^\p{L}\p{Nd}]/u, '1 caractere especial'],
];

/** What the composition rule still asks for, in the rule's own order. */
export const missingCharacterClasses = (password: string) =>
  CHARACTER_CLASSES.filter(([pattern]) => !pattern.test(password)).map(([, name]) => name);

function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
