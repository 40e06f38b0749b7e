// How Financeiro names a payment attempt's method and status (payments/attempts.ts AttemptStatus).
const STATUS: Record<string, string> = {
  pending: 'Em processamento', waiting: 'Aguardando pagamento do PIX', paid: 'Paga', rejected: 'Recusada', canceled: 'Cancelada', failed: 'Não cobrada',
};
const METHOD: Record<string, string> = { credit_card: 'Cartão de crédito', pix: 'PIX', bank_slip: 'Boleto' };

// The provider's webhook events and what the settler did with each (payments/webhooks.ts): shown
// to Financeiro in Portuguese, not as the provider's and the API's codes.
const EVENT: Record<string, string> = { bill_paid: 'Pagamento confirmado', bill_canceled: 'Cobrança cancelada', charge_rejected: 'Cobrança recusada' };
const EVENT_OUTCOME: Record<string, string> = { ignored: 'Ignorado (não é de cobrança)', unknown_bill: 'Cobrança não encontrada' };

export const attemptStatusLabel = (status: string) => STATUS[status] ?? status;
export const attemptMethodLabel = (method: string) => METHOD[method] ?? method;
export const isUnsettled = (status: string) => status === 'pending' || status === 'waiting';
export const webhookEventLabel = (type: string) => EVENT[type] ?? type;
export const webhookOutcomeLabel = (outcome: string) => EVENT_OUTCOME[outcome] ?? attemptStatusLabel(outcome);
