// What the portal offers a representative acting for a member (issue 23 §4): the API refuses the
// rest anyway (associate-api/middleware/representative-policy.ts); the portal does not show it.
import type { Caller } from '../api/client.ts';

/** Paying an invoice: the member, or a representative with 'consultar e pagar'. */
export const mayPay = (caller: Caller) => !caller.actingFor || caller.actingScope === 'consultar_pagar';

/** Cards and the subscription's payment method: the member only. */
export const mayManagePayments = (caller: Caller) => !caller.actingFor;
