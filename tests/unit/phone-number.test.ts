// The member's phone (issue 20, item 11): which numbers are phones, and how one is written as the
// member types and on the profile page.
import { describe, expect, it } from 'vitest';
import { isValidPhone, phoneDigits } from '../../contract/phone.ts';
import { maskPhone } from '../../src/lib/masks.ts';

describe('isValidPhone', () => {
  it('takes a landline (DDD + 8 digits) and a mobile (DDD + 9 + 8 digits)', () => {
    expect(isValidPhone('1131234567')).toBe(true);
    expect(isValidPhone('11912345678')).toBe(true);
    expect(isValidPhone('99987654321')).toBe(true);
  });

  it.each([
    ['no DDD', '912345678'],
    ['a DDD with a 0', '1031234567'],
    ['a DDD starting with 0', '0131234567'],
    ['11 digits without the 9', '11812345678'],
    ['a landline starting with 9 (an old 8-digit mobile)', '1191234567'],
    ['a landline starting with 1', '1111234567'],
    ['too many digits', '119123456789'],
    ['nothing', ''],
  ])('refuses %s', (_label, digits) => {
    expect(isValidPhone(digits)).toBe(false);
  });

  it('is given digits: phoneDigits keeps them from whatever was typed', () => {
    expect(phoneDigits(' (11) 91234-5678 ')).toBe('11912345678');
    expect(phoneDigits('11 3123 4567')).toBe('1131234567');
    // Autofilled or pasted in international form.
    expect(phoneDigits('+55 11 91234-5678')).toBe('11912345678');
  });
});

describe('maskPhone', () => {
  it('writes a stored phone as the portal shows numbers', () => {
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
    expect(maskPhone('1131234567')).toBe('(11) 3123-4567');
  });

  it('grows as the member types, and takes the mobile shape at the 9 after the DDD', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('(11) 9123')).toBe('(11) 9123');
    expect(maskPhone('1131')).toBe('(11) 31');
    expect(maskPhone('113123456')).toBe('(11) 3123-456');
  });

  it('keeps to the digits a phone has: letters out, no 12th digit', () => {
    expect(maskPhone('11a91234x5678')).toBe('(11) 91234-5678');
    expect(maskPhone('119123456789')).toBe('(11) 91234-5678');
    expect(maskPhone('11312345678')).toBe('(11) 3123-4567');
    expect(maskPhone('')).toBe('');
  });
});
