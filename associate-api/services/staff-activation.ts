// A first-access link issued by the association's staff (DESIGN §7.1), for members without an
// e-mail on file: read over the phone or printed in a letter. Same rules as every link: 256 bits,
// hash stored, single use, 1 hour, and it opens the same 'Cadastre sua senha' form as the e-mailed
// one. Staff issue it even when the member's live links are at their cap.
import { isCpf, cpfDigits } from '../../contract/cpf.ts';
import type { Db } from '../db/client.ts';
import { findByCpf } from './accounts.ts';
import type { Clock } from './clock.ts';
import { recoveryTokenStore } from './recovery-tokens.ts';

export type StaffLinkResult =
  | { ok: true; link: string; name: string }
  | { ok: false; reason: string };

export async function issueStaffActivationLink(
  db: Db, clock: Clock, options: { publicUrl: string; lifetimeMs: number }, cpfInput: string,
): Promise<StaffLinkResult> {
  if (!isCpf(cpfInput.trim())) return { ok: false, reason: 'CPF inválido' };
  const member = await findByCpf(db, cpfDigits(cpfInput));
  if (!member) return { ok: false, reason: 'CPF não encontrado' };
  if (member.passwordHash !== null) {
    return { ok: false, reason: 'Esta conta já tem senha: o associado pode usar "Perdi minha senha".' };
  }
  const token = await recoveryTokenStore(db, clock, options.lifetimeMs).issue(member.id, 'activation', { beyondCap: true });
  return { ok: true, link: `${options.publicUrl}/${token!}`, name: member.name };
}
