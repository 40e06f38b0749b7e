// Reading the back office's posted forms: a text field, and the form the API gets — only the
// fields the page knows, a file only when one was chosen (browsers send an empty part otherwise).
import type { AstroGlobal } from 'astro';
import type { ApiResult } from '../../api/client.ts';
import { setFlash } from '../../session/cookies.ts';

/**
 * The posted form, or an empty one when the body is not a form (a script posting JSON or
 * nothing): then the page's own checks answer with its 4xx and message, never a 500.
 */
export const postedForm = (request: Request): Promise<FormData> => request.formData().catch(() => new FormData());

export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export function forwardedForm(form: FormData, texts: readonly string[], files: readonly string[]): FormData {
  const forwarded = new FormData();
  for (const name of texts) forwarded.set(name, formText(form, name));
  for (const name of files) {
    const file = form.get(name);
    if (file instanceof File && file.size > 0) forwarded.set(name, file, file.name);
  }
  return forwarded;
}

/**
 * After a write: success → the confirmation and a 303 to `back` (POST→redirect→GET); a refusal →
 * its pt-BR message to show on this page, with the API's status (503 when it could not answer).
 */
export function afterWrite(astro: AstroGlobal, answer: ApiResult<{ msg: string }>, back: string): { response: Response } | { error: string } {
  if (answer.ok) {
    setFlash(astro.cookies, { kind: 'success', msg: answer.body.msg });
    return { response: astro.redirect(back, 303) };
  }
  astro.response.status = answer.status >= 500 || answer.status === 0 ? 503 : answer.status;
  return { error: answer.msg };
}
