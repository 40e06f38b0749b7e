// Phone numbers inside messages are found so they can be kept on one line (issue 20, item 11).
import { describe, expect, it } from 'vitest';
import { phoneParts } from '../../src/lib/phone-parts.ts';

describe('phoneParts', () => {
  it('finds the association\'s number inside a message', () => {
    expect(phoneParts('Ligue para a associação: (11) 4002-8922.')).toEqual([
      { text: 'Ligue para a associação: ', phone: false },
      { text: '(11) 4002-8922', phone: true },
      { text: '.', phone: false },
    ]);
  });
  it('finds mobile and toll-free numbers', () => {
    expect(phoneParts('(11) 91234-5678 ou 0800 123 4567').filter((part) => part.phone).map((part) => part.text))
      .toEqual(['(11) 91234-5678', '0800 123 4567']);
  });
  it('leaves text without a number whole, and dates and amounts alone', () => {
    expect(phoneParts('Vencida em 10/10/2026, R$ 91,80')).toEqual([{ text: 'Vencida em 10/10/2026, R$ 91,80', phone: false }]);
    expect(phoneParts('')).toEqual([]);
  });
});
