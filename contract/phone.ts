// Phone rules shared by the portal (checked before any call; src/lib/masks.ts writes the number)
// and the associate API (which must not trust the portal). Stored as digits: DDD and number.

/** The digits of what the member typed or pasted ('(11) 91234-5678' → '11912345678'). */
// A number pasted or autofilled in international form ('+55 11 91234-5678') loses the country code.
export const phoneDigits = (input: string) => {
  const digits = input.replace(/\D/g, '');
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
};

// DDD 11–99 (no area code has a 0 in it), then a landline (8 digits starting 2–8: 9 opens
// mobile numbers, 0 and 1 are dialling prefixes) or a mobile (9 and 8 digits).
const PHONE = /^[1-9]{2}(?:[2-8]\d{7}|9\d{8})$/;

/** True for the digits of a Brazilian landline (10 digits) or mobile (11, a 9 after the DDD). */
export const isValidPhone = (digits: string) => PHONE.test(digits);

