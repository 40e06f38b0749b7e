// The settling job: every PAYMENT_SETTLE_INTERVAL_SECONDS each API instance takes the attempts due
// for a look and asks the provider about them (attempts.ts: settleAttempt, which never charges). A
// member whose payment timed out sees it paid even if they never come back, and a PIX paid while
// no webhook got through still ends up recorded.
//
// Several instances share the work through the database: taking a batch moves its next_check_at on
// in one UPDATE that skips rows another instance holds, so two instances never look at the same
// attempt at the same time (and settling twice would be harmless anyway).
import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import type { Services } from '../../app-env.ts';
import { paymentAttempts } from '../../db/schema.ts';
import { settleAttempt, UNSETTLED, type Attempt } from './attempts.ts';

const BATCH = 20;
// A PIX code waits for the member's bank for up to a day; webhooks are its first news, so the job
// looks at those less often than at a charge whose answer was lost.
export const WAITING_SLOWDOWN = 5;

export function startPaymentSettler(services: Services, stop?: AbortSignal): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleDueAttempts(services)
      .catch((err: unknown) => services.logger.warn({ err }, 'tarefa de conferência de pagamentos falhou; tenta de novo no próximo ciclo'))
      .finally(() => { running = false; });
  }, services.config.payment.settleIntervalMs);
  // The job never keeps the process alive on its own: shutting down is the server's decision.
  timer.unref();
  stop?.addEventListener('abort', () => clearInterval(timer), { once: true });
}

/** One round: take the due attempts, ask the provider about each. Answers how many it looked at. */
export async function settleDueAttempts(services: Services): Promise<number> {
  const taken = await takeDue(services);
  for (const attempt of taken) {
    await settleAttempt(services, attempt).catch((err: unknown) => {
      services.logger.warn({ err, attemptId: attempt.id }, 'não foi possível conferir a tentativa de pagamento no provedor');
    });
  }
  return taken.length;
}

async function takeDue(services: Services): Promise<Attempt[]> {
  const now = services.clock();
  const interval = services.config.payment.settleIntervalMs;
  const due = and(inArray(paymentAttempts.status, UNSETTLED), lte(paymentAttempts.nextCheckAt, now));
  const batch = services.db.select({ id: paymentAttempts.id }).from(paymentAttempts)
    .where(due).orderBy(asc(paymentAttempts.nextCheckAt)).limit(BATCH).for('update', { skipLocked: true });
  return services.db.update(paymentAttempts)
    .set({
      nextCheckAt: sql`${new Date(now.getTime() + interval).toISOString()}::timestamptz + case when ${paymentAttempts.status} = 'waiting' then ${`${(WAITING_SLOWDOWN - 1) * interval} milliseconds`}::interval else interval '0' end`,
    })
    // Checked again on the row itself: another instance that took it first has moved it on.
    .where(and(inArray(paymentAttempts.id, batch), due))
    .returning();
}
