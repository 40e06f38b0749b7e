// Maria's notices (issue 23 §3): two unread and one read, at fixed times before the demo day, so
// 'Avisos' and the top bar's count have something to show. Her preferences stay the defaults
// (portal and e-mail on, SMS off): no row.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoices, lawsuits, notices } from '../db/schema.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedNotices(db: Db, mariaId: number, today: Date): Promise<void> {
  const [pending] = await db.select({ id: invoices.id, description: invoices.description }).from(invoices)
    .where(and(eq(invoices.associateId, mariaId), eq(invoices.status, 'pending'))).orderBy(asc(invoices.expiresAt)).limit(1);
  const [paid] = await db.select({ id: invoices.id, description: invoices.description }).from(invoices)
    .where(and(eq(invoices.associateId, mariaId), eq(invoices.status, 'paid'))).orderBy(asc(invoices.id)).limit(1);
  const [lawsuit] = await db.select({ id: lawsuits.id, number: lawsuits.number }).from(lawsuits)
    .where(eq(lawsuits.associateId, mariaId)).orderBy(asc(lawsuits.id)).limit(1);
  // The demo day is noon UTC: 08:00 in Brasília is four hours earlier.
  const at = (daysBefore: number) => new Date(today.getTime() - daysBefore * DAY - 4 * HOUR);
  await db.insert(notices).values([
    {
      associateId: mariaId, category: 'invoice_due', eventKey: 'demo:fatura-vence', inPortal: true, createdAt: at(0),
      title: 'Fatura vence em 3 dias', body: `A fatura "${pending!.description}" vence em 3 dias.`, link: `/financeiro/faturas/${pending!.id}`,
    },
    {
      associateId: mariaId, category: 'lawsuit_movement', eventKey: 'demo:movimentacao', inPortal: true, createdAt: at(2),
      title: 'Nova movimentação no seu processo', body: `O processo ${lawsuit!.number} teve uma nova movimentação: Juntada de petição.`, link: `/juridico/processos/${lawsuit!.id}`,
    },
    {
      associateId: mariaId, category: 'payment_received', eventKey: 'demo:pagamento', inPortal: true, createdAt: at(10), readAt: at(9),
      title: 'Pagamento recebido', body: `Recebemos o pagamento da fatura "${paid!.description}". Obrigado!`, link: `/financeiro/faturas/${paid!.id}`,
    },
  ]);
}
