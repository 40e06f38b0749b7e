// The back office's Comunicação calls (docs/api-contract.md "Gestão"): news, FAQ, documents.
import { callApi, type Caller } from './client.ts';
import { STAFF_FALLBACK } from './staff.ts';

export type StaffNewsListing = { id: number; title: string; date: string; published: boolean; imageAlt: string | null; hasImage: boolean; hasFile: boolean };
export type StaffNews = StaffNewsListing & { summary: string; text: string; link: string | null; fileName: string | null };
export type StaffFaq = { id: number; question: string; answer: string };
export type StaffDocument = { id: number; category: string; reportYear: number | null; kind: string | null; title: string; size: number | null };

type Outcome = { msg: string; id?: number };
const post = (body: unknown = {}) => ({ method: 'POST' as const, body, fallback: STAFF_FALLBACK });
const upload = (form: FormData) => ({ method: 'POST' as const, form, fallback: STAFF_FALLBACK });
const id = (value: string | number) => encodeURIComponent(String(value));

export const listStaffNews = (caller: Caller) => callApi<{ data: StaffNewsListing[] }>(caller, '/staff/news', { fallback: STAFF_FALLBACK });
export const getStaffNews = (caller: Caller, newsId: string) => callApi<{ data: StaffNews }>(caller, `/staff/news/${id(newsId)}`, { fallback: STAFF_FALLBACK });
export const saveStaffNews = (caller: Caller, form: FormData) => callApi<Outcome>(caller, '/staff/news/save', upload(form));
export const setStaffNewsPublished = (caller: Caller, newsId: string, published: boolean) =>
  callApi<Outcome>(caller, `/staff/news/${id(newsId)}/${published ? 'publish' : 'unpublish'}`, post());

export const listStaffFaq = (caller: Caller) => callApi<{ data: StaffFaq[] }>(caller, '/staff/faq', { fallback: STAFF_FALLBACK });
export const createStaffFaq = (caller: Caller, input: { question: string; answer: string }) => callApi<Outcome>(caller, '/staff/faq', post(input));
export const updateStaffFaq = (caller: Caller, faqId: string, input: { question: string; answer: string }) => callApi<Outcome>(caller, `/staff/faq/${id(faqId)}`, post(input));
export const deleteStaffFaq = (caller: Caller, faqId: string) => callApi<Outcome>(caller, `/staff/faq/${id(faqId)}/delete`, post());
export const moveStaffFaq = (caller: Caller, faqId: string, direction: string) => callApi<Outcome>(caller, `/staff/faq/${id(faqId)}/move`, post({ direction }));

export const listStaffDocuments = (caller: Caller) => callApi<{ data: StaffDocument[] }>(caller, '/staff/documents', { fallback: STAFF_FALLBACK });
export const publishStaffDocument = (caller: Caller, form: FormData) => callApi<Outcome>(caller, '/staff/documents', upload(form));
export const deleteStaffDocument = (caller: Caller, documentId: string) => callApi<Outcome>(caller, `/staff/documents/${id(documentId)}/delete`, post());
