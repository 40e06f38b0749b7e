// The words of each declaration, one source for its page, its PDF and the public check, so the
// three never say different things. Gender-neutral where Portuguese allows ('faz parte do quadro
// de associados'); the law's own sentence (Lei 12.007/2009, art. 4) keeps its wording.
import { ASSOCIATION_NAME } from '../association.ts';
import { isoToBr } from '../iso-date.ts';
import { formatRegistration } from '../profile/registration.ts';
import type { AnnualDeclaration, DeclarationCheck, InvoiceYear, MembershipDeclaration } from '../api/declarations.ts';

export type DeclarationText = {
  title: string;
  /** The declaration itself, paragraph by paragraph. */
  body: string[];
  /** The situation on the issue day, and until when the declaration is valid (membership only). */
  situation?: string;
  validity?: string;
  issuedOn: string;
  code: string;
};

const LAW = 'Lei nº 12.007, de 29 de julho de 2009';

const holder = (declared: { name: string; cpf: string; registration: string }) =>
  `${declared.name}, CPF ${declared.cpf}, matrícula ${formatRegistration(declared.registration)}`;

const STATUS_MEANING = {
  Ativo: 'Ativo (sem faturas em aberto há mais de 60 dias do vencimento)',
  Pendente: 'Pendente (com fatura em aberto há mais de 60 dias do vencimento)',
} as const;

export const MEMBERSHIP_TITLE = 'Declaração de associado';
export const annualTitle = (year: number | string) => `Declaração anual de quitação de ${year}`;

export function membershipText(declared: MembershipDeclaration): DeclarationText {
  return {
    title: MEMBERSHIP_TITLE,
    body: [
      `A ${ASSOCIATION_NAME} declara, para os devidos fins, que ${holder(declared)}, faz parte do seu quadro de associados desde ${isoToBr(declared.memberSince)}.`,
    ],
    situation: `Situação na data de emissão: ${STATUS_MEANING[declared.status]}.`,
    validity: `Esta declaração vale por 90 dias, até ${isoToBr(declared.validUntil)}.`,
    issuedOn: declared.issuedOn,
    code: declared.code,
  };
}

const invoiceCount = (count: number) => (count === 1 ? '1 fatura' : `${count} faturas`);

export function annualText(declared: AnnualDeclaration): DeclarationText {
  const covered = declared.earlierYearsPaid ? `de ${declared.year} e dos anos anteriores` : `de ${declared.year}`;
  return {
    title: annualTitle(declared.year),
    body: [
      `A ${ASSOCIATION_NAME} declara, nos termos da ${LAW}, que ${holder(declared)}, pagou todas as faturas com vencimento entre 1º de janeiro e 31 de dezembro de ${declared.year} (${invoiceCount(declared.invoices)}; faturas canceladas não contam).`,
      `Esta declaração substitui, para a comprovação do cumprimento das obrigações do associado, as quitações dos faturamentos mensais ${covered}.`,
    ],
    issuedOn: declared.issuedOn,
    code: declared.code,
  };
}

/** Everything the declaration says, in reading order (the PDF's paragraphs). */
export const paragraphsOf = (text: DeclarationText) =>
  [...text.body, text.situation, text.validity, `Emitida em ${isoToBr(text.issuedOn)}.`].filter((line): line is string => line !== undefined);

/** Where the code is checked and how: the address on a line of its own, so it is never cut. */
export const verificationLines = (url: string, code: string) => [
  'Para conferir esta declaração, leia o código QR ou acesse:',
  url,
  `Código de verificação: ${code}`,
];

/** What the public check confirms, in one sentence; no CPF digits, no surname. */
export function checkStatement(check: DeclarationCheck): string {
  return check.kind === 'membership'
    ? `${check.firstName} faz parte do quadro de associados da ${ASSOCIATION_NAME} desde ${isoToBr(check.memberSince)}. Situação na data de emissão: ${check.status}.`
    : `${check.firstName} pagou todas as faturas com vencimento em ${check.year} à ${ASSOCIATION_NAME} (quitação anual, ${LAW}).`;
}

export const checkKind = (check: DeclarationCheck) => (check.kind === 'membership' ? MEMBERSHIP_TITLE : annualTitle(check.year));

/** Why a past year has no quitação, for the list of years. */
export const openYearReason = (entry: InvoiceYear) =>
  `${entry.open === 1 ? '1 fatura com vencimento nesse ano está' : `${entry.open} faturas com vencimento nesse ano estão`} em aberto. A declaração fica disponível quando todas estiverem pagas.`;

export const paidYearSummary = (entry: InvoiceYear) => `${invoiceCount(entry.invoices)} ${entry.invoices === 1 ? 'paga' : 'pagas'}`;
