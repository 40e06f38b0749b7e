// Finance formatting (spec §9) and the card form's rules (spec §5).
import { describe, expect, it } from 'vitest';
import { cardBrand, cardErrors, cardFieldError, splitHolder } from '../../src/lib/finance/card-rules.ts';
import { brDate, brl, cardPreview, cardStatusLabel, frequencyLabel, invoiceStatusLabel, paymentLabel } from '../../src/lib/finance/format.ts';

describe('finance formatting', () => {
  it('shows cents as BRL', () => {
    expect(brl(4590).replace(/\s/g, ' ')).toBe('R$ 45,90');
    expect(brl(150000).replace(/\s/g, ' ')).toBe('R$ 1.500,00');
  });
  it("says 'N mês' or 'N meses'", () => {
    expect(frequencyLabel(1)).toBe('1 mês');
    expect(frequencyLabel(12)).toBe('12 meses');
  });
  it('pads the card preview to 16 and groups it by 4', () => {
    expect(cardPreview('4242')).toBe('•••• •••• •••• 4242');
  });
  it('maps statuses and payment types', () => {
    expect([cardStatusLabel('active'), cardStatusLabel('deleted'), cardStatusLabel('x')]).toEqual(['Ativo', 'Deletado', 'Inativo']);
    expect([invoiceStatusLabel('canceled'), invoiceStatusLabel('paid'), invoiceStatusLabel('x')]).toEqual(['Cancelada', 'Paga', 'Pendente']);
    expect(['0', '1', 'credit_card', 'bank_slip', 'pix'].map((payment) => paymentLabel(payment, 'paid'))).toEqual(['Não informado', 'Não informado', 'Cartão de crédito', 'Boleto', 'PIX']);
  });
  it('writes dates DD/MM/YYYY in Brasília time', () => {
    expect(brDate('2026-03-10')).toBe('10/03/2026');
    expect(brDate('2026-03-10T01:00:00.000Z')).toBe('09/03/2026');
  });
});

describe('card form rules', () => {
  it('flags each field with its spec §5 message', () => {
    expect(cardErrors({ number: '4242 4242 4242', holder: 'Ana 2', month: '1', year: '26', cvv: '12' })).toEqual({
      number: 'Número do cartão inválido', holder: 'Nome do titular inválido', month: 'Mês de expiração inválido',
      year: 'Ano de expiração inválido', cvv: 'CVV inválido',
    });
    expect(cardErrors({ number: '4242 4242 4242 4242', holder: 'Ana Beatriz Souza', month: '12', year: '2031', cvv: '123' })).toEqual({});
    expect(cardFieldError('holder', '')).toBe('Nome do titular inválido');
    expect(cardFieldError('month', '13')).toBe('Mês de expiração inválido');
  });
  it('reads the brand from the number', () => {
    expect(['4242424242424242', '5555555555554444', '6362970000457013', '6062825624254001', '378282246310005', '9999'].map(cardBrand))
      .toEqual(['Visa', 'Mastercard', 'Elo', 'Hipercard', 'American Express', '']);
  });
  it("splits the holder's name into first and last name", () => {
    expect(splitHolder('  Ana  Beatriz Souza ')).toEqual({ first_name: 'Ana', last_name: 'Beatriz Souza' });
  });
});
