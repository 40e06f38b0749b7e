// FAQ call (contract "Content"), with the spec §8 fallback.
import { FALLBACK } from '../messages.ts';
import { callApi, type Caller } from './client.ts';

export type FaqEntry = { id: number | string; question: string; answer: string };

export const listFaq = (caller: Caller) =>
  callApi<{ data: FaqEntry[] }>(caller, '/associate/faq', { fallback: FALLBACK.faq });
