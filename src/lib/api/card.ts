// Digital member card calls (extension, docs/api-contract.md).
import { callApi, type Caller } from './client.ts';

export type CardStatus = 'Ativo' | 'Pendente';
export type MemberCard = {
  name: string; registration: string; cpf: string; memberSince: string; status: CardStatus; code: string;
  /** As recorded by the association: 'F' or 'M'. */
  sexo: string;
  /** The code (and so the card's check) is valid until then: ISO instant. */
  codeExpiresAt: string;
};
/** DESIGN §7.12: first name, status and dates, no CPF digits. */
export type CardCheck = { firstName: string; status: CardStatus; checkedAt: string; expiresAt: string };

export const CARD_FALLBACK = 'Erro ao buscar carteirinha';
export const CARD_CODE_FALLBACK = 'Erro ao gerar novo código';
export const CHECK_FALLBACK = 'Não foi possível verificar a carteirinha agora. Tente novamente.';

export const getCard = (caller: Caller) => callApi<{ data: MemberCard }>(caller, '/user/card', { fallback: CARD_FALLBACK });

export const renewCardCode = (caller: Caller) =>
  callApi<{ data: { code: string }; msg?: string }>(caller, '/user/card/code', { method: 'POST', fallback: CARD_CODE_FALLBACK });

/** Public: a partner's scan. Only codes of the right shape reach the API. */
export const checkCard = (caller: Caller, code: string) =>
  callApi<{ data: CardCheck }>(caller, `/card/verify/${encodeURIComponent(code)}`, { fallback: CHECK_FALLBACK });
