// Before a card is charged, the invoice's open PIX bill is closed, because the member may have paid
// it in the bank app a moment ago (or may still): an invoice has one payment state across methods.
// The provider decides: a paid bill is recorded and the card is not charged; an open one is
// cancelled, and only a cancel the provider confirms lets the card be charged (it refuses to
// cancel a bill that was paid meanwhile). Anything uncertain charges nothing.
import type { Services } from '../../app-env.ts';
import { MSG } from '../../messages.ts';
import { ApiError } from '../../middleware/errors.ts';
import { applyBill, recordAttempt, type Attempt } from './attempts.ts';
import type { BillState } from './provider.ts';

export async function closeOpenPix(services: Services, pix: Attempt, card: Attempt): Promise<void> {
  const bill = await finalPixState(services, pix);
  if (bill) await applyBill(services, pix, bill);
  if (bill?.status === 'paid') {
    await recordAttempt(services, card, { status: 'failed', message: MSG.invoicePaidMeanwhile });
    throw new ApiError(409, MSG.invoicePaidMeanwhile);
  }
  if (bill?.status !== 'canceled') {
    await recordAttempt(services, card, { status: 'failed', message: MSG.pixCancelFailed });
    throw new ApiError(409, MSG.pixCancelFailed);
  }
}

/** The PIX bill once it can no longer be paid (paid or canceled), or what it is if the cancel failed; null if unreadable. */
async function finalPixState(services: Services, pix: Attempt): Promise<BillState | null> {
  try {
    const bill = pix.gatewayBillId ? await services.payments.bill(pix.gatewayBillId) : await services.payments.billByCode(pix.code);
    if (!bill || bill.status !== 'pending') return bill;
    try {
      return await services.payments.cancelBill(bill.billId);
    } catch (err) {
      // Refused (paid in the meantime) or no answer: what the provider holds now decides.
      services.logger.warn({ err, attemptId: pix.id }, 'cancelamento do PIX aberto não confirmado');
      return await services.payments.bill(bill.billId);
    }
  } catch (err) {
    services.logger.warn({ err, attemptId: pix.id }, 'não foi possível ler o PIX aberto no provedor');
    return null;
  }
}
