// The 'Fale com a associação' form's POST: checked here first (so a member hears at once what to
// fix, next to the field), then sent to the API as multipart with the attachment as it came; the
// API checks all of it again, reads the file's type from its bytes and keeps pictures downscaled.
// Success → 303 to the request's own page with its protocol kept on screen (POST→303→GET).
import type { AstroGlobal } from 'astro';
import { isRequestSubject, REQUEST_MESSAGE_MAX } from '../../../contract/member-requests.ts';
import { sendRequest } from '../api/requests.ts';
import { config } from '../config.ts';
import { setFlash } from '../session/cookies.ts';
import { sessionEndedBy } from '../session/end-session.ts';
import { REQUEST_TEXT } from './wording.ts';

export type RequestFormState = {
  values: { assunto: string; mensagem: string };
  errors: { assunto?: string; mensagem?: string; anexo?: string };
  alert?: string;
};

export const emptyRequestForm = (): RequestFormState => ({ values: { assunto: '', mensagem: '' }, errors: {} });

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The chosen file, or null when none was (a form without JavaScript sends an empty part). */
function chosenFile(form: FormData): File | null {
  const value = form.get('anexo');
  return value instanceof File && (value.size > 0 || value.name !== '') ? value : null;
}

export async function handleRequestPost(Astro: AstroGlobal): Promise<Response | RequestFormState> {
  const form = await Astro.request.formData().catch(() => null);
  if (!form) {
    Astro.response.status = 400;
    return { ...emptyRequestForm(), alert: REQUEST_TEXT.messageMissing };
  }
  const values = { assunto: text(form, 'assunto'), mensagem: text(form, 'mensagem') };
  const file = chosenFile(form);
  const mb = config.requestAttachmentMb;
  const errors: RequestFormState['errors'] = {};
  if (!isRequestSubject(values.assunto)) errors.assunto = REQUEST_TEXT.subjectMissing;
  // Browsers send each line break as two characters but count it as one against maxlength.
  const message = values.mensagem.replace(/\r\n?/g, '\n').trim();
  if (message === '') errors.mensagem = REQUEST_TEXT.messageMissing;
  else if (message.length > REQUEST_MESSAGE_MAX) errors.mensagem = REQUEST_TEXT.messageTooLong;
  if (file && file.size > mb * 1024 * 1024) errors.anexo = REQUEST_TEXT.attachmentTooLarge(mb);
  if (Object.keys(errors).length > 0) {
    Astro.response.status = 400;
    return { values, errors };
  }

  const outgoing = new FormData();
  outgoing.set('subject', values.assunto);
  outgoing.set('message', message);
  if (file) outgoing.set('attachment', file, file.name);
  const answer = await sendRequest(Astro.locals.caller, outgoing);
  if (answer.ok) {
    const { protocol } = answer.body.data;
    setFlash(Astro.cookies, { kind: 'success', msg: REQUEST_TEXT.sent(protocol) });
    return Astro.redirect(`/atendimento/${protocol}`, 303);
  }
  const ended = sessionEndedBy(Astro, answer);
  if (ended) return ended;
  Astro.locals.toasts.push({ kind: 'error', msg: answer.msg });
  const refused = answer.status >= 400 && answer.status < 500;
  Astro.response.status = refused ? answer.status : 502;
  // Subject and message were checked above: what the API still refuses is the file.
  return refused && file ? { values, errors: { anexo: answer.msg } } : { values, errors, alert: answer.msg };
}
