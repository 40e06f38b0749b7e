// What every Jurídico page does with a posted form (no JavaScript needed): read its fields, call
// the API, and on success keep the API's message for the next page and redirect (POST→303→GET);
// on a refusal, show the message on the same page with the API's status.
import type { AstroGlobal } from 'astro';
import type { ApiResult } from '../api/client.ts';
import { afterWrite, forwardedForm, formText } from './comunicacao/form-fields.ts';

export { formText, postedForm } from './comunicacao/form-fields.ts';

/** The text of an uploaded CSV file, or '' when none was chosen. */
export async function formFileText(form: FormData, name: string): Promise<string> {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value.text() : '';
}

/** The form as the API's upload routes take it: its text fields and the chosen file, if any. */
export const uploadForm = (form: FormData, fields: string[]) => forwardedForm(form, fields, ['arquivo']);

/** A redirect with the confirmation on success; the error message (and status) otherwise. */
export function afterPost(astro: AstroGlobal, answer: ApiResult<unknown>, to: string): Response | string {
  // Every Jurídico write answers { msg } (docs/api-contract.md), whatever else it carries.
  const after = afterWrite(astro, answer as ApiResult<{ msg: string }>, to);
  return 'response' in after ? after.response : after.error;
}

export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
