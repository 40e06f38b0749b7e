// Accepting a folder's terms (spec §3/§4): the same form posts from the dialog (JavaScript measured
// reading time and scroll depth) and from the plain terms page (no JavaScript: the time comes from
// when the page was served, the depth is unknown). POST→303→GET either way.
import type { APIContext } from 'astro';
import { acceptTerms } from '../api/folders.ts';
import { FOLDER_TEXT } from '../messages.ts';
import { setFlash } from '../session/cookies.ts';
import { sessionEndedBy } from '../session/end-session.ts';
import { folderPath, termsPath } from './folder-list.ts';

export const TERMS_FIELDS = { openedAt: 'aberto_em', duration: 'duracao', depth: 'leitura' } as const;

// The API's own bounds (docs/api-contract.md): a day of reading at most, a user agent of 512 characters.
const MAX_DURATION_SECONDS = 86_400;
const MAX_DEVICE_LENGTH = 512;

const wholeNumber = (value: FormDataEntryValue | null) => (typeof value === 'string' && /^\d{1,13}$/.test(value) ? Number(value) : null);

/** Seconds spent on the terms: measured by the script, else since the page was served. */
export function readingSeconds(form: FormData, now: number): number {
  const measured = wholeNumber(form.get(TERMS_FIELDS.duration));
  const openedAt = wholeNumber(form.get(TERMS_FIELDS.openedAt));
  const seconds = measured ?? (openedAt !== null && openedAt <= now ? Math.round((now - openedAt) / 1000) : 0);
  return Math.min(seconds, MAX_DURATION_SECONDS);
}

/** The deepest scroll percent the script saw, or null (unknown) without it. */
export function scrollDepth(form: FormData): number | null {
  const depth = wholeNumber(form.get(TERMS_FIELDS.depth));
  return depth !== null && depth <= 100 ? depth : null;
}

export async function handleTermsAcceptance(context: Pick<APIContext, 'request' | 'cookies' | 'redirect' | 'locals'>, folderId: string): Promise<Response> {
  let form: FormData;
  try {
    form = await context.request.formData();
  } catch {
    form = new FormData();
  }
  const answer = await acceptTerms(context.locals.caller, {
    slug: folderPath(folderId),
    duration: readingSeconds(form, Date.now()),
    scrool_depth: scrollDepth(form),
    device: (context.request.headers.get('user-agent') || 'desconhecido').slice(0, MAX_DEVICE_LENGTH),
  });
  if (!answer.ok) {
    const ended = sessionEndedBy(context, answer);
    if (ended) return ended;
    if (answer.status === 404) return new Response(null, { status: 404 });
    setFlash(context.cookies, { kind: 'error', msg: answer.msg });
    return context.redirect(termsPath(folderId), 303);
  }
  setFlash(context.cookies, { kind: 'success', msg: FOLDER_TEXT.accessGranted });
  return context.redirect(folderPath(folderId), 303);
}
