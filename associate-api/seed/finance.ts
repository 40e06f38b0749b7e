// Maria's finance area: a subscription paid by credit card, two cards and 28 invoices covering
// every status and payment method the portal shows (DESIGN §8), last month's overdue (issue #20). The provider ids match what the
// payment sandbox holds on its first start (payment-sandbox/demo-state.ts).
import type { Db } from '../db/client.ts';
import { cards, invoices, subscriptions } from '../db/schema.ts';

const MONTHLY_CENTS = 4_590;

export async function seedFinance(tx: Db, associateId: number, today: Date): Promise<void> {
  const [subscription] = await tx.insert(subscriptions).values({
    associateId, statusPaid: 'paid', dayCharge: 10, priceCents: MONTHLY_CENTS, method: 'credit_card',
    frequencyMonths: 1, gatewaySubscriptionId: '1',
    createdAt: monthsBefore(today, 26), updatedAt: monthsBefore(today, 2),
  }).returning({ id: subscriptions.id });

  await tx.insert(cards).values([
    { associateId, brand: 'Visa', finalNumber: '4242', holderName: 'MARIA A DA SILVA', status: 'active', gatewayToken: 'demo-gateway-1', gatewayProfileId: '1', createdAt: monthsBefore(today, 12) },
    { associateId, brand: 'Mastercard', finalNumber: '5100', holderName: 'MARIA A DA SILVA', status: 'inactive', gatewayToken: 'demo-gateway-2', gatewayProfileId: '2', createdAt: monthsBefore(today, 30) },
  ]);

  const rows: (typeof invoices.$inferInsert)[] = Array.from({ length: 25 }, (_, n) => {
    const created = monthsBefore(today, n);
    const due = new Date(Date.UTC(created.getUTCFullYear(), created.getUTCMonth(), 10));
    // The two newest are still open (last month's overdue); a few old ones were canceled; the rest
    // were paid, by card since the card was added, by bank slip before, and some recorded without
    // a method.
    const status = n < 2 ? 'pending' : n % 9 === 4 ? 'canceled' : 'paid';
    const payment = status !== 'paid' ? '0' : n < 12 ? 'credit_card' : n % 4 === 0 ? '1' : 'bank_slip';
    return {
      associateId, subscriptionId: subscription!.id, status, payment, priceCents: MONTHLY_CENTS, createdAt: created,
      description: `Mensalidade associativa ${monthName(due)}`, expiresAt: due.toISOString().slice(0, 10),
      path: payment === 'bank_slip' ? `https://sandbox.pagamentos.example/boleto/${1000 + n}` : '/',
    };
  });
  rows.push(
    { associateId, subscriptionId: null, status: 'paid', payment: 'bank_slip', priceCents: 15_000, createdAt: monthsBefore(today, 7), description: 'Inscrição no encontro regional de associados', expiresAt: isoDate(monthsBefore(today, 7)), path: 'https://sandbox.pagamentos.example/boleto/2001' },
    { associateId, subscriptionId: null, status: 'pending', payment: '0', priceCents: 8_000, createdAt: monthsBefore(today, 0), description: 'Contribuição extraordinária aprovada na A.G.O', expiresAt: isoDate(new Date(today.getTime() + 20 * 86_400_000)), path: '/' },
    // With this month's and the A.G.O contribution, three open invoices not yet due on the test
    // stacks' day (DEMO_TODAY): the browser journeys pay those, last month's stays overdue, and
    // the pages that show it look the same whichever journey ran first.
    { associateId, subscriptionId: null, status: 'pending', payment: '0', priceCents: 2_500, createdAt: monthsBefore(today, 0), description: 'Renovação da carteirinha de associado', expiresAt: isoDate(new Date(today.getTime() + 30 * 86_400_000)), path: '/' },
  );
  await tx.insert(invoices).values(rows);
}

function monthsBefore(today: Date, months: number): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 3, 12));
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function monthName(date: Date): string {
  return date.toLocaleDateString('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
