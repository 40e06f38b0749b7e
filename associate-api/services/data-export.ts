// LGPD art. 18 (access and portability): everything the association keeps about the member, in one
// JSON document. Secrets are left out on purpose: no password hash, no session id (or its hash),
// no recovery token, no payment-provider token and no card number beyond its last four digits.
import { lawsuitOfMember } from './lawsuit-access.ts';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  associates, cards, folderAuthorizations, invoices, lawsuits, profiles, sessions, sharedFolders, signIns, subscriptions,
} from '../db/schema.ts';
import { requestsForExport } from './requests/export.ts';
import { keptSince } from './sign-ins.ts';

export async function exportMemberData(db: Db, associateId: number, now: Date) {
  const [member] = await db.select({ associate: associates, profile: profiles }).from(associates)
    .leftJoin(profiles, eq(profiles.associateId, associates.id)).where(eq(associates.id, associateId));
  if (!member) return null;
  const { passwordHash: _hash, id: _id, ...associate } = member.associate;
  const { associateId: _owner, ...profile } = member.profile ?? {};
  const [subscription] = await db.select({
    statusPaid: subscriptions.statusPaid, dayCharge: subscriptions.dayCharge, priceCents: subscriptions.priceCents,
    method: subscriptions.method, frequencyMonths: subscriptions.frequencyMonths, createdAt: subscriptions.createdAt,
  }).from(subscriptions).where(eq(subscriptions.associateId, associateId));
  return {
    generatedAt: now.toISOString(),
    profile: { ...associate, ...profile },
    subscription: subscription ?? null,
    cards: await db.select({ brand: cards.brand, lastFour: cards.finalNumber, holderName: cards.holderName, status: cards.status, createdAt: cards.createdAt })
      .from(cards).where(eq(cards.associateId, associateId)).orderBy(desc(cards.createdAt)),
    invoices: await db.select({
      description: invoices.description, status: invoices.status, priceCents: invoices.priceCents,
      createdAt: invoices.createdAt, expiresAt: invoices.expiresAt, payment: invoices.payment,
    }).from(invoices).where(eq(invoices.associateId, associateId)).orderBy(desc(invoices.createdAt)),
    lawsuits: await db.select({
      actionName: lawsuits.actionName, number: lawsuits.number, caseTitle: lawsuits.caseTitle, court: lawsuits.court,
      vara: lawsuits.vara, lawFirmName: lawsuits.lawFirmName, lawyerName: lawsuits.lawyerName, updatedAt: lawsuits.updatedAt,
    }).from(lawsuits).where(lawsuitOfMember(associateId)).orderBy(desc(lawsuits.updatedAt)),
    folderAcceptances: await db.select({
      folder: sharedFolders.title, terms: sharedFolders.authorizationTitle, acceptedAt: folderAuthorizations.createdAt,
      device: folderAuthorizations.device, ip: folderAuthorizations.ip,
      durationSeconds: folderAuthorizations.durationSeconds, scrollDepth: folderAuthorizations.reportedScrollDepth,
    }).from(folderAuthorizations).innerJoin(sharedFolders, eq(sharedFolders.id, folderAuthorizations.folderId))
      .where(eq(folderAuthorizations.associateId, associateId)).orderBy(desc(folderAuthorizations.createdAt)),
    // Sessions and sign-ins of the last 12 months only (what the association keeps, services/sign-ins.ts),
    // whatever the housekeeping left: the export, and the PDF built from it, stay bounded.
    sessions: await db.select({ startedAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions).where(and(eq(sessions.associateId, associateId), gte(sessions.createdAt, keptSince(now))))
      .orderBy(desc(sessions.createdAt)),
    signIns: await db.select({ at: signIns.at, device: signIns.device, ip: signIns.ip })
      .from(signIns).where(and(eq(signIns.associateId, associateId), gte(signIns.at, keptSince(now))))
      .orderBy(desc(signIns.at), desc(signIns.id)),
    requests: await requestsForExport(db, associateId),
  };
}
