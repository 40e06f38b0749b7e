// What Atendimento does for a member who cannot get in (DESIGN §7.1, §10): a first-access link
// (no password yet) or a recovery link (password forgotten), made by the same token store as every
// other link (recovery-tokens.ts: 256 bits, hash kept, single use, 1 hour) and beyond the cap of
// live links, as `npm run activation-link` does, since staff confirmed who they are talking to;
// lifting the member's sign-in pauses; ending all their sessions. Each write and its audit row
// commit together.
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Services } from '../../app-env.ts';
import { associates, rateLimits, sessions } from '../../db/schema.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { recoveryTokenStore, type LinkPurpose } from '../recovery-tokens.ts';
import { memberPauseKeys } from './member-pauses.ts';

export const DELIVERIES = ['tela', 'email', 'carta'] as const;
export type Delivery = (typeof DELIVERIES)[number];

export type IssuedLink = { link: string; purpose: LinkPurpose; name: string; email: string; expiresAt: Date };

/** A new link for the member, or null when there is no such member. */
export async function issueAccessLink(services: Services, actor: StaffActor, id: number, delivery: Delivery): Promise<IssuedLink | null> {
  const now = services.clock();
  return services.db.transaction(async (tx) => {
    const [member] = await tx.select().from(associates).where(eq(associates.id, id));
    if (!member) return null;
    const purpose: LinkPurpose = member.passwordHash === null ? 'activation' : 'recovery';
    // The store's own transaction nests here as a savepoint: link and audit row commit together.
    const token = await recoveryTokenStore(tx, services.clock, services.config.recoveryTokenMs).issue(id, purpose, { beyondCap: true });
    await recordAudit(tx, now, actor, {
      action: 'gerar-link', entity: 'link-de-acesso', entityId: id, associateId: id,
      changes: { after: { finalidade: purpose === 'activation' ? 'primeiro acesso' : 'recuperação de senha', entrega: delivery } },
    });
    return { link: `${services.config.publicUrl}/${token!}`, purpose, name: member.name, email: member.email, expiresAt: new Date(now.getTime() + services.config.recoveryTokenMs) };
  });
}

/** Lifts every pause on the member's CPF; answers how many were active, or null when unknown. */
export async function liftPauses(services: Services, actor: StaffActor, id: number): Promise<number | null> {
  const now = services.clock();
  return services.db.transaction(async (tx) => {
    const [member] = await tx.select({ cpf: associates.cpf }).from(associates).where(eq(associates.id, id));
    if (!member) return null;
    const keys = memberPauseKeys(member.cpf);
    const [active] = await tx.select({ n: count() }).from(rateLimits).where(and(inArray(rateLimits.key, keys), gt(rateLimits.blockedUntil, now)));
    // The counts go too: a lifted pause must not come back at the member's next mistyped password.
    await tx.delete(rateLimits).where(inArray(rateLimits.key, keys));
    await recordAudit(tx, now, actor, { action: 'desbloquear', entity: 'acesso-associado', entityId: id, associateId: id, changes: { before: { bloqueios: active?.n ?? 0 } } });
    return active?.n ?? 0;
  });
}

/** Ends every session of the member; answers how many there were, or null when unknown. */
export async function endAllSessions(services: Services, actor: StaffActor, id: number): Promise<number | null> {
  const now = services.clock();
  return services.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: associates.id }).from(associates).where(eq(associates.id, id));
    if (!member) return null;
    const ended = await tx.delete(sessions).where(eq(sessions.associateId, id)).returning({ idHash: sessions.idHash });
    await recordAudit(tx, now, actor, { action: 'encerrar-sessoes', entity: 'sessao-associado', entityId: id, associateId: id, changes: { before: { sessoes: ended.length } } });
    return ended.length;
  });
}
