// Writes one notice and sends its e-mail and SMS, each at most once. The notice row is inserted
// with ON CONFLICT DO NOTHING on (member, category, event); each channel is claimed in
// notice_deliveries before it is sent and the claim is dropped only if sending fails, so a retried
// job, or a second instance holding the same event, finds the claim and sends nothing again.
// (A crash between the claim and the send loses that one message: never twice wins over at least once.)
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../app-env.ts';
import { associates, noticeDeliveries, notices, profiles } from '../../db/schema.ts';
import { firstName } from '../accounts.ts';
import type { Channel } from '../../../contract/notice-categories.ts';
import { signOptOut } from './opt-out-tokens.ts';
import { choiceOf } from './preferences.ts';
import type { NoticeJob } from './queue.ts';
import { smsNumber } from './sms.ts';

export type NoticeDeps = Pick<Deps, 'db' | 'config' | 'mailer' | 'sms' | 'clock' | 'logger'>;

export async function deliverNotice(deps: NoticeDeps, job: NoticeJob): Promise<void> {
  const { db } = deps;
  const choice = await choiceOf(db, job.associateId, job.category);
  const [inserted] = await db.insert(notices).values({ ...job, inPortal: choice.portal, createdAt: deps.clock() })
    .onConflictDoNothing().returning({ id: notices.id });
  const noticeId = inserted?.id ?? (await existingId(deps, job));
  if (noticeId === undefined) return;
  const [member] = await db.select({ name: associates.name, email: associates.email, phone: profiles.phone })
    .from(associates).leftJoin(profiles, eq(profiles.associateId, associates.id)).where(eq(associates.id, job.associateId));
  if (!member) return;
  if (choice.email && member.email) {
    await once(deps, noticeId, 'email', () => deps.mailer.send({
      to: member.email,
      subject: job.title,
      text: [`Olá, ${firstName(member.name)}.`, '', job.body, '', `${deps.config.publicUrl}${job.link}`, '', optOutLine(deps, job, 'email')].join('\n'),
    }));
  }
  if (choice.sms && member.phone && deps.sms.available) {
    await once(deps, noticeId, 'sms', () => deps.sms.send(smsNumber(member.phone!), `${job.title}. ${optOutLine(deps, job, 'sms')}`));
  }
}

async function existingId(deps: NoticeDeps, job: NoticeJob): Promise<number | undefined> {
  const [row] = await deps.db.select({ id: notices.id }).from(notices).where(and(
    eq(notices.associateId, job.associateId), eq(notices.category, job.category), eq(notices.eventKey, job.eventKey)));
  return row?.id;
}

async function once(deps: NoticeDeps, noticeId: number, channel: Exclude<Channel, 'portal'>, send: () => Promise<void>): Promise<void> {
  const [claimed] = await deps.db.insert(noticeDeliveries).values({ noticeId, channel, sentAt: deps.clock() })
    .onConflictDoNothing().returning({ noticeId: noticeDeliveries.noticeId });
  if (!claimed) return;
  try {
    await send();
  } catch (err) {
    // Not sent: the claim goes, so the job's retry sends it.
    await deps.db.delete(noticeDeliveries).where(sql`${noticeDeliveries.noticeId} = ${noticeId} and ${noticeDeliveries.channel} = ${channel}`);
    throw err;
  }
}

/** 'Para não receber mais estes avisos por SMS: <link>' — works without signing in. */
function optOutLine(deps: NoticeDeps, job: NoticeJob, channel: 'email' | 'sms'): string {
  const token = signOptOut(deps.config.apiKey, { associateId: job.associateId, category: job.category, channel });
  const link = `${deps.config.publicUrl}/cancelar-aviso/${token}`;
  return channel === 'sms' ? `Parar: ${link}` : `Para não receber mais este tipo de aviso por e-mail, abra: ${link}`;
}
