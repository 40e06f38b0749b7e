// Nothing typed is lost when the session expires (WCAG 2.2.5): a form sent after it ended is kept
// in a sealed, short-lived cookie through the sign-in and shown again, filled, on the page it came
// from. Passwords never go in it. Only the member who typed it gets it back: the form carries its
// owner, sealed when the page was shown (the session was alive then), and another member's
// sign-in drops it, as does the page that shows it again.
import { createHash } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { cpfDigits } from '../../../contract/cpf.ts';
import { seal, unseal } from './sealed.ts';
import { cookieKey, readSealed, setSealed } from './cookies.ts';

const DRAFT_COOKIE = 'rascunho';
/** The hidden field that says whose form it is. */
export const DRAFT_OWNER_FIELD = 'rascunho-dono';
// Long enough to find one's password and sign in again, short enough that a shared computer forgets.
const DRAFT_SECONDS = 15 * 60;
// A page can stay open as long as a session lives (one day).
const OWNER_SECONDS = 24 * 60 * 60;
const NEVER_KEPT = /password|senha|intent/i;

type Draft = { owner: string; path: string; fields: [string, string][] };

const ownerOf = (cpf: string) => createHash('sha256').update(`rascunho:${cpfDigits(cpf)}`).digest('base64url');

/** The hidden field's value for a form shown to the member with this CPF. */
export const sealDraftOwner = (cpf: string) => seal(cookieKey(), DRAFT_OWNER_FIELD, ownerOf(cpf), OWNER_SECONDS);

function readDraft(cookies: AstroCookies): Draft | undefined {
  const value = readSealed(cookies, DRAFT_COOKIE) as Partial<Draft> | undefined;
  return value && typeof value.owner === 'string' && typeof value.path === 'string' && Array.isArray(value.fields)
    ? (value as Draft)
    : undefined;
}

const dropDraft = (cookies: AstroCookies) => cookies.delete(DRAFT_COOKIE, { path: '/' });

/** Keeps what a form refused for an ended session carried, to be shown again at `path`. */
export function keepDraft(cookies: AstroCookies, form: FormData, path: string): void {
  const sealedOwner = form.get(DRAFT_OWNER_FIELD);
  const owner = typeof sealedOwner === 'string' ? unseal(cookieKey(), DRAFT_OWNER_FIELD, sealedOwner) : undefined;
  if (typeof owner !== 'string') return;
  const fields = [...form].flatMap(([name, value]) =>
    typeof value === 'string' && name !== DRAFT_OWNER_FIELD && !NEVER_KEPT.test(name) ? [[name, value] as [string, string]] : []);
  setSealed(cookies, DRAFT_COOKIE, { owner, path, fields } satisfies Draft, DRAFT_SECONDS);
}

/** At sign-in: the page to go back to for this member's draft; another member's draft is dropped. */
export function draftPathAfterSignIn(cookies: AstroCookies, cpf: string): string | undefined {
  const draft = readDraft(cookies);
  if (!draft) return undefined;
  if (draft.owner === ownerOf(cpf)) return draft.path;
  dropDraft(cookies);
  return undefined;
}

/** The member's draft for this page, once: the form's fields as they were sent. */
export function takeDraft(cookies: AstroCookies, path: string, cpf: string): FormData | undefined {
  const draft = readDraft(cookies);
  if (!draft || draft.path !== path) return undefined;
  dropDraft(cookies);
  if (draft.owner !== ownerOf(cpf)) return undefined;
  const form = new FormData();
  for (const [name, value] of draft.fields) form.append(name, value);
  return form;
}
