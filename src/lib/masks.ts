// Input masks shared by the islands (as the member types) and the server (to show back a value).
const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

function applyPattern(digits: string, pattern: string): string {
  let out = '';
  let index = 0;
  for (const symbol of pattern) {
    if (index >= digits.length) break;
    out += symbol === '0' ? digits[index++] : symbol;
  }
  return out;
}

/** 000.000.000-00, growing as the member types. */
export const maskCpf = (value: string) => applyPattern(digitsOf(value, 11), '000.000.000-00');

/** DD/MM/AAAA, growing as the member types. */
export const maskDate = (value: string) => applyPattern(digitsOf(value, 8), '00/00/0000');

/**
 * (00) 00000-0000 for a mobile (a 9 after the DDD), (00) 0000-0000 for a landline, growing as the
 * member types; also how a stored phone is shown.
 */
export function maskPhone(value: string): string {
  const mobile = value.replace(/\D/g, '')[2] === '9';
  return applyPattern(digitsOf(value, mobile ? 11 : 10), mobile ? '(00) 00000-0000' : '(00) 0000-0000');
}
