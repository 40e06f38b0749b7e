// The association's contact on /acessibilidade and Meus dados: links built from the configured
// phone (ASSOCIATION_SUPPORT_PHONE) and e-mail (ASSOCIATION_SUPPORT_EMAIL).
import { describe, expect, it } from 'vitest';
import { associationContact, telHref } from '../../src/lib/association-contact.ts';

describe('association contact', () => {
  it('dials a number with its area code through +55, from any phone', () => {
    expect(telHref('(11) 4002-8922')).toBe('tel:+551140028922');
    expect(telHref('(21) 99876-5432')).toBe('tel:+5521998765432');
  });
  it('dials toll-free and nationwide numbers as written, and keeps a country code given', () => {
    expect(telHref('0800 123 4567')).toBe('tel:08001234567');
    expect(telHref('4004-1234')).toBe('tel:40041234');
    expect(telHref('+55 (61) 3333-4444')).toBe('tel:+556133334444');
  });
  it('shows the configured phone and e-mail as written, with their links', () => {
    expect(associationContact('(61) 3333-4444', 'ouvidoria@exemplo.org.br')).toEqual({
      phone: '(61) 3333-4444',
      phoneHref: 'tel:+556133334444',
      email: 'ouvidoria@exemplo.org.br',
      emailHref: 'mailto:ouvidoria@exemplo.org.br',
    });
  });
});
