// Declaration calls (extension, issue 23, docs/api-contract.md).
import { callApi, type Caller } from './client.ts';

export type InvoiceYear = { year: number; invoices: number; open: number };
export type DeclarationYears = { currentYear: number; years: InvoiceYear[] };

type Declared = { name: string; cpf: string; registration: string; memberSince: string; issuedOn: string; code: string };
export type MembershipDeclaration = Declared & { status: 'Ativo' | 'Pendente'; validUntil: string };
export type AnnualDeclaration = Declared & { year: number; invoices: number; earlierYearsPaid: boolean };

/** DESIGN §7.12: the first name and what was declared, no CPF digits. */
export type DeclarationCheck = { firstName: string; issuedOn: string } & (
  | { kind: 'membership'; status: 'Ativo' | 'Pendente'; memberSince: string; validUntil: string }
  | { kind: 'annual'; year: number }
);

export const DECLARATIONS_FALLBACK = 'Erro ao buscar declarações';
export const DECLARATION_FALLBACK = 'Erro ao emitir a declaração';
export const DECLARATION_CHECK_FALLBACK = 'Não foi possível verificar a declaração agora. Tente novamente.';

/** 26 bytes in base64url (associate-api/services/declarations/codes.ts); the card's codes have 22. */
export const DECLARATION_CODE = /^[A-Za-z0-9_-]{35}$/;

export const listDeclarationYears = (caller: Caller) =>
  callApi<{ data: DeclarationYears }>(caller, '/user/declarations', { fallback: DECLARATIONS_FALLBACK });

export const getMembershipDeclaration = (caller: Caller) =>
  callApi<{ data: MembershipDeclaration }>(caller, '/user/declarations/membership', { fallback: DECLARATION_FALLBACK });

export const getAnnualDeclaration = (caller: Caller, year: string) =>
  callApi<{ data: AnnualDeclaration }>(caller, `/user/declarations/annual/${encodeURIComponent(year)}`, { fallback: DECLARATION_FALLBACK });

/** Public: whoever reads the QR. Only codes of the right shape reach the API. */
export const checkDeclaration = (caller: Caller, code: string) =>
  callApi<{ data: DeclarationCheck }>(caller, `/declarations/verify/${encodeURIComponent(code)}`, { fallback: DECLARATION_CHECK_FALLBACK });
