// The payment provider as the associate API sees it: a handful of operations written against
// Vindi's documented API v1 (customers, payment_profiles, bills, subscriptions). Card data never
// passes here: the browser swaps it for a gateway_token at the public endpoint.
import { PaymentProviderError, vindiHttp, type VindiHttp, type VindiHttpOptions } from './vindi-http.ts';

export { PaymentProviderError } from './vindi-http.ts';

export type PaymentConfig = {
  apiUrl: string; privateKey: string | undefined; timeoutMs: number;
  /** How often the settling job asks the provider about attempts left open (settle-job.ts). */
  settleIntervalMs: number;
  /** The password the provider's webhook URL carries (https://vindi:SECRET@…/webhooks/payments); unset = no webhooks. */
  webhookSecret: string | undefined;
};

export type CardProfile = { id: string; brand: string; lastFour: string; holderName: string };
export type CardCharge = { billId: string; paid: boolean; message: string };
export type PixCharge = { billId: string; chargeId: string; code: string; paid: boolean };
/**
 * A bill as the provider holds it now. `rejected`: its card charge was refused (the bill stays
 * open at Vindi until cancelled); `message` is the provider's text for that refusal.
 */
export type BillState = { billId: string; code: string | null; status: 'paid' | 'pending' | 'canceled'; rejected: boolean; message: string; pix: PixCharge | null };

export type Member = { cpf: string; name: string; email: string };
export type ChargeRequest = { customerId: string; amountCents: number; description: string; code: string; invoiceId: number };

export type PaymentProvider = {
  /** The member's customer at the provider, found by code (= CPF) or created on first need. */
  customerFor(member: Member): Promise<string>;
  createCardProfile(customerId: string, gatewayToken: string): Promise<CardProfile>;
  deleteCardProfile(profileId: string): Promise<void>;
  chargeCard(request: ChargeRequest & { profileId: string }): Promise<CardCharge>;
  chargePix(request: ChargeRequest): Promise<PixCharge>;
  bill(billId: string): Promise<BillState>;
  /** The bill we created with this code, or null when the provider has none (nothing was charged). */
  billByCode(code: string): Promise<BillState | null>;
  /** Cancels an open bill and answers its state afterwards (the provider refuses to cancel a paid one). */
  cancelBill(billId: string): Promise<BillState>;
  changeSubscriptionMethod(subscriptionId: string, method: 'credit_card' | 'bank_slip', profileId: string | null): Promise<void>;
};

type VindiCharge = { id: number; status: string; last_transaction: { status: string; gateway_message?: string; gateway_response_fields?: Record<string, string> | null } | null; payment_method: { code: string } | null };
type VindiBill = { id: number; code: string | null; status: string; charges: VindiCharge[] };
type VindiProfile = { id: number; holder_name: string; card_number_last_four: string; payment_company: { name: string } | null };

export function createPaymentProvider(config: VindiHttpOptions, http: VindiHttp = vindiHttp(config)): PaymentProvider {
  const createBill = (request: ChargeRequest, method: 'credit_card' | 'pix', profileId?: string) => http<{ bill: VindiBill }>('POST', '/bills', {
    customer_id: Number(request.customerId),
    payment_method_code: method,
    // Our key for this payment attempt: the provider refuses a second bill with the same code.
    code: request.code,
    bill_items: [{ product_code: 'mensalidade-associado', amount: (request.amountCents / 100).toFixed(2), description: request.description }],
    metadata: { invoice_id: String(request.invoiceId) },
    ...(profileId ? { payment_profile: { id: Number(profileId) } } : {}),
  });

  return {
    async customerFor(member) {
      const found = await http<{ customers: { id: number }[] }>('GET', `/customers?query=${encodeURIComponent(`code:${member.cpf}`)}`);
      if (found.customers[0]) return String(found.customers[0].id);
      const created = await http<{ customer: { id: number } }>('POST', '/customers', {
        name: member.name, email: member.email, code: member.cpf, registry_code: member.cpf,
      });
      return String(created.customer.id);
    },
    async createCardProfile(customerId, gatewayToken) {
      const { payment_profile: profile } = await http<{ payment_profile: VindiProfile }>('POST', '/payment_profiles', {
        gateway_token: gatewayToken, customer_id: Number(customerId), payment_method_code: 'credit_card',
      });
      return { id: String(profile.id), brand: profile.payment_company?.name ?? 'Cartão', lastFour: profile.card_number_last_four, holderName: profile.holder_name };
    },
    async deleteCardProfile(profileId) {
      try {
        await http('DELETE', `/payment_profiles/${encodeURIComponent(profileId)}`);
      } catch (error) {
        // Already gone at the provider: the member's intent (no such card) holds.
        if (!(error instanceof PaymentProviderError && error.status === 404)) throw error;
      }
    },
    async chargeCard(request) {
      const { bill } = await createBill(request, 'credit_card', request.profileId);
      const transaction = bill.charges[0]?.last_transaction;
      return { billId: String(bill.id), paid: bill.status === 'paid', message: transaction?.gateway_message ?? '' };
    },
    async chargePix(request) {
      const { bill } = await createBill(request, 'pix');
      const pix = pixOf(bill);
      if (!pix) throw new PaymentProviderError('failed', 'PIX sem código na resposta');
      return pix;
    },
    async bill(billId) {
      const { bill } = await http<{ bill: VindiBill }>('GET', `/bills/${encodeURIComponent(billId)}`);
      return billState(bill);
    },
    async billByCode(code) {
      const { bills } = await http<{ bills: VindiBill[] }>('GET', `/bills?query=${encodeURIComponent(`code:${code}`)}`);
      return bills[0] ? billState(bills[0]) : null;
    },
    async cancelBill(billId) {
      const { bill } = await http<{ bill: VindiBill }>('DELETE', `/bills/${encodeURIComponent(billId)}`);
      return billState(bill);
    },
    async changeSubscriptionMethod(subscriptionId, method, profileId) {
      await http('PUT', `/subscriptions/${encodeURIComponent(subscriptionId)}`, {
        payment_method_code: method,
        ...(profileId ? { payment_profile: { id: Number(profileId) } } : {}),
      });
    },
  };
}

function billState(bill: VindiBill): BillState {
  const last = bill.charges.at(-1);
  return {
    billId: String(bill.id),
    code: bill.code,
    status: bill.status === 'paid' ? 'paid' : bill.status === 'canceled' ? 'canceled' : 'pending',
    rejected: last?.status === 'rejected',
    message: last?.last_transaction?.gateway_message ?? '',
    pix: pixOf(bill),
  };
}

/** The PIX charge of a bill: Vindi puts the copy-and-paste code in qrcode_original_path. */
function pixOf(bill: VindiBill): PixCharge | null {
  const charge = bill.charges.find((c) => c.payment_method?.code === 'pix');
  const code = charge?.last_transaction?.gateway_response_fields?.qrcode_original_path;
  if (!charge || !code) return null;
  return { billId: String(bill.id), chargeId: String(charge.id), code, paid: charge.status === 'paid' };
}
