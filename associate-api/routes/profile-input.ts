// PUT /user/profile takes the whole profile (spec §3). Spec §5: any empty field blocks the save
// with 'Preencha todos os campos' (the phone, added later, is optional); the other checks give a
// message naming what is wrong.
import { getStates, isValidEmail } from '@brazilian-utils/brazilian-utils';
import { isValidPhone, phoneDigits } from '../../contract/phone.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { isIsoDate } from './validation.ts';

const SEXES = ['M', 'F'] as const;
const CIVIL_STATES = ['Solteiro(a)', 'Casado(a)', 'Divorciado(a)', 'Viúvo(a)'] as const;
const SCHOOLING = ['fundamental', 'medio', 'superior', 'posgraduacao'] as const;

// The association's own records — the name, the CPF, the registration and the date of affiliation —
// are not here: they are on the member card and its public check, so a member cannot rewrite them
// (a changed name is corrected by the association, with the document that proves it).
const EDITABLE = [
  'email', 'sexo', 'civilState', 'escolarchip', 'hometown', 'homeState', 'rg',
  'emissorEntityRg', 'dateRg', 'fathername', 'mothername', 'fundo', 'birthDate', 'cep', 'address',
  'complement', 'houseNumber', 'neighborhood', 'city', 'state',
] as const;

export type ProfileInput = Record<(typeof EDITABLE)[number], string> & { phone?: string | null };

const DATE_LABELS = { dateRg: 'data de emissão do RG', birthDate: 'data de nascimento' } as const;
const MAX_LENGTH = 200;
const UFS = new Set<string>(getStates().map((s) => s.code));

/** The editable fields, trimmed and checked; name, cpf, registration and dateFiliate are ignored (not editable). */
export function readProfile(body: Record<string, unknown>): ProfileInput {
  const profile = {} as ProfileInput;
  for (const field of EDITABLE) {
    const value = body[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      throw new ApiError(400, MSG.fillAllFields);
    }
    if (typeof value !== 'string' || value.length > MAX_LENGTH) throw new ApiError(400, MSG.invalidInput);
    profile[field] = value.trim();
  }
  for (const [field, label] of Object.entries(DATE_LABELS) as [keyof typeof DATE_LABELS, string][]) {
    if (!isIsoDate(profile[field])) throw new ApiError(400, MSG.dateInvalid(label));
  }
  if (!includes(SEXES, profile.sexo)) throw new ApiError(400, MSG.sexInvalid);
  if (!includes(CIVIL_STATES, profile.civilState)) throw new ApiError(400, MSG.civilStateInvalid);
  if (!includes(SCHOOLING, profile.escolarchip)) throw new ApiError(400, MSG.schoolingInvalid);
  if (!/^\d{5}-?\d{3}$/.test(profile.cep)) throw new ApiError(400, MSG.cepInvalid);
  profile.cep = profile.cep.replace('-', '');
  if (!isValidEmail(profile.email)) throw new ApiError(400, MSG.emailInvalid);
  for (const field of ['state', 'homeState'] as const) {
    profile[field] = profile[field].toUpperCase();
    if (!UFS.has(profile[field])) throw new ApiError(400, MSG.stateInvalid);
  }
  const phone = readPhone(body.phone);
  return phone === undefined ? profile : { ...profile, phone };
}

/**
 * The one optional field: '' or null clears it (null stored). Absent leaves it as it is, so a
 * portal that does not know the field yet (during a deploy) does not erase members' phones.
 */
function readPhone(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string' || value.length > MAX_LENGTH) throw new ApiError(400, MSG.invalidInput);
  if (!value.trim()) return null;
  const digits = phoneDigits(value);
  if (!isValidPhone(digits)) throw new ApiError(400, MSG.phoneInvalid);
  return digits;
}

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}
