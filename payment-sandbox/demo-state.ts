// What the sandbox holds on its first start: the provider-side twin of the demo seed
// (associate-api/seed/finance.ts). Maria is customer 1 (code = her CPF, as the adapter looks
// customers up), with the two cards and the subscription the seed records.
import type { State } from './state.ts';

export const MARIA_CPF = '52998224725';

export function demoState(now = new Date()): State {
  const created = now.toISOString();
  const profile = (id: number, status: 'active' | 'inactive', lastFour: string, firstSix: string, name: string, code: string) => ({
    id, status, holder_name: 'MARIA A DA SILVA', card_expiration: '2030-12-31T23:59:59.000-03:00',
    card_number_first_six: firstSix, card_number_last_four: lastFour,
    token: `demo-profile-${id}`, gateway_token: `demo-gateway-${id}`,
    payment_company: { name, code }, customer_id: 1, outcome: 'approved' as const, created_at: created,
  });
  return {
    nextId: 100,
    customers: [{ id: 1, name: 'Maria Aparecida da Silva', email: 'maria.aparecida@example.com.br', code: MARIA_CPF, registry_code: MARIA_CPF, status: 'active' }],
    paymentProfiles: [
      profile(1, 'active', '4242', '424242', 'Visa', 'visa'),
      profile(2, 'inactive', '5100', '510510', 'MasterCard', 'mastercard'),
    ],
    pendingTokens: [],
    subscriptions: [{ id: 1, customer_id: 1, status: 'active', payment_method_code: 'credit_card', payment_profile_id: 1 }],
    bills: [],
    ledger: [],
  };
}
