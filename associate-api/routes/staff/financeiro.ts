// 'Financeiro' (role financeiro, and admin; DESIGN §10), read-only: a member's invoices and payment
// attempts, the provider's webhook events, the attempts still unsettled, and 'Verificar no
// provedor' for one attempt (the settling job's logic, audited) — the area's only write.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../middleware/errors.ts';
import { actorOf } from '../../middleware/staff.ts';
import { atProvider } from '../../services/payments/provider-errors.ts';
import { checkAttempt, recentEvents, unsettled, viewMemberFinance } from '../../services/staff/member-finance.ts';
import { pathId } from '../validation.ts';
import { staffRoute } from './access.ts';
import { SUPPORT_MSG } from './atendimento-messages.ts';

export const staffFinanceiro = new Hono<AppEnv>();

const STATUS_LABELS: Record<string, string> = {
  pending: 'em processamento', waiting: 'aguardando pagamento do PIX', paid: 'paga', rejected: 'recusada', canceled: 'cancelada', failed: 'não cobrada',
};

staffRoute(staffFinanceiro, 'GET', '/staff/finance/members/:id', ['financeiro'], async (c) => {
  const id = pathId(c.req.param('id')!, SUPPORT_MSG.memberNotFound);
  const found = await viewMemberFinance(c.get('services'), actorOf(c), id);
  if (!found) throw new ApiError(404, SUPPORT_MSG.memberNotFound);
  return c.json({ data: found });
});

staffRoute(staffFinanceiro, 'GET', '/staff/finance/events', ['financeiro'], async (c) => {
  return c.json({ data: await recentEvents(c.get('services')) });
});

staffRoute(staffFinanceiro, 'GET', '/staff/finance/unsettled', ['financeiro'], async (c) => {
  return c.json({ data: await unsettled(c.get('services')) });
});

staffRoute(staffFinanceiro, 'POST', '/staff/finance/attempts/:id/check', ['financeiro'], async (c) => {
  const id = pathId(c.req.param('id')!, SUPPORT_MSG.attemptNotFound);
  const checked = await atProvider(SUPPORT_MSG.providerUnavailable, () => checkAttempt(c.get('services'), actorOf(c), id));
  if (!checked) throw new ApiError(404, SUPPORT_MSG.attemptNotFound);
  return c.json({ msg: SUPPORT_MSG.attemptChecked(STATUS_LABELS[checked.status] ?? checked.status), ...checked });
});
