// How Financeiro names a payment attempt's method and status (payments/attempts.ts AttemptStatus).
const STATUS: Record<string, string> = {
  pending: 'Em processamento', waiting: 'Aguardando pagamento do PIX', paid: 'Paga', rejected: 'Recusada', canceled: 'Cancelada', failed: 'Não cobrada',
};
const METHOD: Record<string, string> = { credit_card: 'Cartão de crédito', pix: 'PIX', bank_slip: 'Boleto' };

export const attemptStatusLabel = (status: string) => STATUS[status] ?? status;
export const attemptMethodLabel = (method: string) => METHOD[method] ?? method;
export const isUnsettled = (status: string) => status === 'pending' || status === 'waiting';
