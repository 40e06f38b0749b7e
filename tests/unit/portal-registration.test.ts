// Spec §2's "3.5.rest" as README "Decisões de projeto" reads it: first digit, second digit, rest.
import { describe, expect, it } from 'vitest';
import { formatRegistration } from '../../src/lib/profile/registration.ts';

describe('matrícula agrupada como 3.5.resto', () => {
  it('separa o primeiro e o segundo dígito do resto, qualquer que seja o comprimento', () => {
    expect(formatRegistration('3512345')).toBe('3.5.12345');
    expect(formatRegistration('123')).toBe('1.2.3');
    expect(formatRegistration('98765432101234')).toBe('9.8.765432101234');
    expect(formatRegistration(' 3512345 ')).toBe('3.5.12345');
  });

  it('curta demais para agrupar: como está', () => {
    expect(formatRegistration('35')).toBe('35');
    expect(formatRegistration('7')).toBe('7');
    expect(formatRegistration('')).toBe('');
  });

  it('com algo além de dígitos: como está, sem pontos no meio de letras', () => {
    expect(formatRegistration('A1234')).toBe('A1234');
    expect(formatRegistration('35.12345')).toBe('35.12345');
    expect(formatRegistration('35-12345')).toBe('35-12345');
  });
});
