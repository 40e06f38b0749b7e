// A staff view that shows members' names and CPFs is audited once per member shown (DESIGN §10),
// so 'Auditoria' filtered by a member finds every screen that showed them.
import type { Db } from '../../db/client.ts';
import { recordAudit, type StaffActor } from '../audit.ts';

export async function auditMemberViews(db: Db, at: Date, actor: StaffActor, entity: string, entityId: number, memberIds: number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await db.transaction(async (tx) => {
    for (const associateId of new Set(memberIds)) await recordAudit(tx, at, actor, { action: 'visualizar', entity, entityId, associateId });
  });
}
