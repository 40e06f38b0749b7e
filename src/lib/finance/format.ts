// How finance data reads to a member (spec §4, §9): money from cents in BRL, 'N mês'/'N meses',
// the card preview padded to 16 and grouped by 4, and the status and method names.
import { TIME_ZONE } from '../datetime.ts';
import { isoToBr } from '../iso-date.ts';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 4590 → 'R$ 45,90' (Intl puts a no-break space after R$; members see an ordinary space). */
export const brl = (cents: number) => money.format(cents / 100);

export const frequencyLabel = (months: number) => `${months} ${months === 1 ? 'mês' : 'meses'}`;

/** '4242' → '•••• •••• •••• 4242' */
export function cardPreview(finalNumber: string): string {
  const digits = finalNumber.replace(/\D/g, '').slice(-4);
  return digits.padStart(16, '•').replace(/(.{4})(?=.)/g, '$1 ');
}

export const cardStatusLabel = (status: string) => (status === 'active' ? 'Ativo' : status === 'deleted' ? 'Deletado' : 'Inativo');

export const invoiceStatusLabel = (status: string) => (status === 'canceled' ? 'Cancelada' : status === 'paid' ? 'Paga' : 'Pendente');

const notRecorded = (payment: string) => payment === '0' || payment === '1';

/**
 * The payment line of an invoice: spec §3's '0'/'1' = not recorded, credit_card, else bank slip;
 * 'pix' is ours. null for an unpaid invoice with nothing recorded: 'Não informado' there read as
 * if a payment had been lost (issue #20).
 */
export function paymentLabel(payment: string, status: string): string | null {
  if (notRecorded(payment)) return status === 'paid' ? 'Não informado' : null;
  if (payment === 'credit_card') return 'Cartão de crédito';
  if (payment === 'pix') return 'PIX';
  return 'Boleto';
}

export const methodLabel = (method: string) => (method === 'credit_card' ? 'Cartão de crédito' : 'Boleto');

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** DD/MM/YYYY for an ISO instant (in Brasília time) or a YYYY-MM-DD date. */
export function brDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isoToBr(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
