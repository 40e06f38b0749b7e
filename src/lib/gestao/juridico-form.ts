// What every Jurídico page does with a posted form (no JavaScript needed): read its fields, call
// the API, and on success keep the API's message for the next page and redirect (POST→303→GET);
// on a refusal, show the message on the same page with the API's status.
import type { AstroGlobal } from 'astro';
import type { ApiResult } from '../api/client.ts';
import { setFlash } from '../session/cookies.ts';

export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The text of an uploaded CSV file, or '' when none was chosen. */
export async function formFileText(form: FormData, name: string): Promise<string> {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value.text() : '';
}

/** The form as the API's upload routes take it: its text fields and the chosen file, if any. */
export function uploadForm(form: FormData, fields: string[]): FormData {
  const out = new FormData();
  for (const name of fields) out.set(name, formText(form, name));
  const file = form.get('arquivo');
  if (file instanceof File && file.size > 0) out.set('arquivo', file, file.name);
  return out;
}

/** A redirect with the confirmation on success; the error message (and status) otherwise. */
export function afterPost(astro: AstroGlobal, answer: ApiResult<unknown>, to: string): Response | string {
  if (answer.ok) {
    setFlash(astro.cookies, { kind: 'success', msg: (answer.body as { msg: string }).msg });
    return astro.redirect(to, 303);
  }
  astro.response.status = answer.status >= 500 || answer.status === 0 ? 503 : answer.status;
  return answer.msg;
}

export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
export const formatDate = (iso: string) => iso.split('-').reverse().join('/');
