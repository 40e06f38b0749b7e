// Issue #20: the one rule for an overdue invoice (unpaid and due before today in Brasília) and how
// the portal words it: 'Vencida em', the notice with its singular, the subscription's situation.
import { describe, expect, it } from 'vitest';
import { businessToday, isOverdue, overdueSummary } from '../../contract/overdue.ts';
import { overdueNotice, overdueSince, subscriptionSituation } from '../../src/lib/finance/overdue-text.ts';
import { paymentLabel } from '../../src/lib/finance/format.ts';

// Intl writes a no-break space after R$.
const plainSpaces = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the overdue rule', () => {
  it("counts today in Brasília, not UTC, and DEMO_TODAY's day when a stack fixes it", () => {
    expect(businessToday(new Date('2026-10-11T02:59:00Z'))).toBe('2026-10-10');
    expect(businessToday(new Date('2026-10-11T03:00:00Z'))).toBe('2026-10-11');
    expect(businessToday(new Date('2026-10-11T03:00:00Z'), '2026-03-02')).toBe('2026-03-02');
    expect(businessToday(new Date('2026-10-11T03:00:00Z'), 'ontem')).toBe('2026-10-11');
  });

  it('is unpaid and due before today: not on the due date itself, never when paid or canceled', () => {
    const due = (status: string) => ({ status, dueDate: '2026-10-10' });
    expect(isOverdue(due('pending'), '2026-10-11')).toBe(true);
    expect(isOverdue(due('pending'), '2026-10-10')).toBe(false);
    expect(isOverdue(due('paid'), '2026-12-01')).toBe(false);
    expect(isOverdue(due('canceled'), '2026-12-01')).toBe(false);
    // Spec §4: any other status reads 'Pendente', so it is unpaid.
    expect(isOverdue(due('expired'), '2026-10-11')).toBe(true);
  });

  it('sums the overdue ones only', () => {
    const invoices = [
      { status: 'pending', dueDate: '2026-10-10', priceCents: 4590 },
      { status: 'pending', dueDate: '2026-11-10', priceCents: 4590 },
      { status: 'pending', dueDate: '2026-12-18', priceCents: 8000 },
      { status: 'paid', dueDate: '2026-09-10', priceCents: 4590 },
    ];
    expect(overdueSummary(invoices, '2026-11-28')).toEqual({ count: 2, total: 9180 });
    expect(overdueSummary([], '2026-11-28')).toEqual({ count: 0, total: 0 });
  });
});

describe('how it reads', () => {
  it("says 'Vencida em' with the due date", () => {
    expect(overdueSince('2026-10-10')).toBe('Vencida em 10/10/2026');
  });

  it('counts in the plural and the singular, and says nothing when nothing is overdue', () => {
    expect(plainSpaces(overdueNotice({ count: 2, total: 9180 })!)).toBe('Você tem 2 faturas vencidas — total R$ 91,80');
    expect(plainSpaces(overdueNotice({ count: 1, total: 4590 })!)).toBe('Você tem 1 fatura vencida — total R$ 45,90');
    expect(overdueNotice({ count: 0, total: 0 })).toBeNull();
    expect(overdueNotice(undefined)).toBeNull();
  });

  it("gives the subscription a situation that agrees with its invoices", () => {
    expect(subscriptionSituation('paid', { count: 2, total: 9180 })).toBe('Em atraso: 2 faturas vencidas');
    expect(subscriptionSituation('paid', { count: 1, total: 4590 })).toBe('Em atraso: 1 fatura vencida');
    expect(subscriptionSituation('paid', { count: 0, total: 0 })).toBe('Em dia');
    expect(subscriptionSituation('pending', undefined)).toBe('Pendente');
  });

  it("shows no 'Pagamento: Não informado' for an unpaid invoice", () => {
    expect(paymentLabel('0', 'pending')).toBeNull();
    expect(paymentLabel('1', 'canceled')).toBeNull();
    expect(paymentLabel('0', 'paid')).toBe('Não informado');
    expect(paymentLabel('bank_slip', 'pending')).toBe('Boleto');
  });
});
