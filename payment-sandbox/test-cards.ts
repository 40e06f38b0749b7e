// The card numbers the sandbox knows, like a provider's documented test cards. Any other number is
// refused by the public endpoint, as the real provider refuses a number it cannot tokenize.
export type CardOutcome = 'approved' | 'declined' | 'error';

export type TestCard = { number: string; brand: string; companyCode: string; outcome: CardOutcome };

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', companyCode: 'visa', outcome: 'approved' },
  { number: '5555555555554444', brand: 'MasterCard', companyCode: 'mastercard', outcome: 'approved' },
  { number: '6362970000457013', brand: 'Elo', companyCode: 'elo', outcome: 'approved' },
  { number: '6062825624254001', brand: 'Hipercard', companyCode: 'hipercard', outcome: 'approved' },
  { number: '4000000000000002', brand: 'Visa', companyCode: 'visa', outcome: 'declined' },
  { number: '4000000000000119', brand: 'Visa', companyCode: 'visa', outcome: 'error' },
];

export function findTestCard(number: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number);
}
