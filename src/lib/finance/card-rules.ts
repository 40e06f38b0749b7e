// The card form's rules (spec §5) and the brand read from the number. Shared by the island and
// its unit tests; nothing here ever leaves the browser with the card data.
export const CARD_MESSAGES = {
  number: 'Número do cartão inválido',
  month: 'Mês de expiração inválido',
  year: 'Ano de expiração inválido',
  holder: 'Nome do titular inválido',
  cvv: 'CVV inválido',
} as const;

export type CardField = keyof typeof CARD_MESSAGES;
export type CardValues = Record<CardField, string>;

export const CARD_FIELDS: readonly CardField[] = ['number', 'holder', 'month', 'year', 'cvv'];

/** The form that posts the provider's gateway_token to the portal, and the answers sent with it. */
export const TOKEN_FORM_ID = 'cartao-token';

const digits = (value: string) => value.replace(/\D/g, '');

/** The spec's rule for one field: '' when it holds, else its message. */
export function cardFieldError(field: CardField, value: string): string {
  const valid = {
    number: () => /^\d{16,19}$/.test(digits(value)),
    month: () => /^\d{2}$/.test(value) && Number(value) >= 1 && Number(value) <= 12,
    year: () => /^\d{4}$/.test(value),
    holder: () => /^[\p{L} ]{1,50}$/u.test(value) && value.trim() !== '',
    cvv: () => /^\d{3,4}$/.test(value),
  }[field]();
  return valid ? '' : CARD_MESSAGES[field];
}

export function cardErrors(values: CardValues): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  for (const field of CARD_FIELDS) {
    const message = cardFieldError(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

// Most specific prefixes first: Elo and Hipercard ranges sit inside Visa's and Mastercard's.
const BRANDS: [string, RegExp][] = [
  ['Elo', /^(401178|401179|431274|438935|451416|457393|457631|457632|504175|506699|5067|509|627780|636297|636368|650|6516|6550)/],
  ['Hipercard', /^(606282|3841)/],
  ['American Express', /^3[47]/],
  ['Mastercard', /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/],
  ['Visa', /^4/],
];

export function cardBrand(number: string): string {
  const value = digits(number);
  return BRANDS.find(([, prefix]) => prefix.test(value))?.[0] ?? '';
}

/** Spec §7: the holder's first word is first_name, the rest last_name. */
export function splitHolder(holder: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = holder.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}
