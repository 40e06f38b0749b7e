// The 'Convidar representante' form of /representantes (issue 23 §4): what the member typed, checked
// here first (CPF check digits, e-mail, scope) so a typo is caught by its field before any call.
import { isValidEmail } from '@brazilian-utils/brazilian-utils';
import { cpfDigits, isCpf } from '../../../contract/cpf.ts';
import { maskCpf } from '../masks.ts';
import type { Scope } from '../api/representatives.ts';

export type InviteValues = { name: string; cpf: string; email: string; scope: string };
export type InviteErrors = Partial<Record<keyof InviteValues, string>>;

export const EMPTY_INVITE: InviteValues = { name: '', cpf: '', email: '', scope: 'consultar' };

export function readInvite(form: FormData): InviteValues {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return { name: text('name').replace(/\s+/g, ' '), cpf: maskCpf(text('cpf')), email: text('email'), scope: text('scope') };
}

/** The field errors, or the call's input when there are none. */
export function checkInvite(values: InviteValues): { errors: InviteErrors } | { input: { name: string; cpf: string; email: string; scope: Scope } } {
  const errors: InviteErrors = {};
  if (values.name.length < 3 || !values.name.includes(' ')) errors.name = 'Informe o nome completo do representante.';
  if (!values.cpf) errors.cpf = 'Informe o CPF do representante.';
  else if (!isCpf(values.cpf)) errors.cpf = 'CPF inválido: confira os números.';
  if (!isValidEmail(values.email)) errors.email = 'Informe um e-mail válido, por exemplo nome@exemplo.com.br.';
  if (values.scope !== 'consultar' && values.scope !== 'consultar_pagar') errors.scope = 'Escolha o que o representante pode fazer.';
  if (Object.keys(errors).length > 0) return { errors };
  return { input: { name: values.name, cpf: cpfDigits(values.cpf), email: values.email, scope: values.scope as Scope } };
}
