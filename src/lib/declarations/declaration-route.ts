// One declaration as its page and its PDF both read it: asked of the API at each request (the
// issue date is today's), then put into words (wording.ts).
import type { APIContext, AstroGlobal } from 'astro';
import { VALIDATION } from '../../../contract/validation-messages.ts';
import { getAnnualDeclaration, getMembershipDeclaration } from '../api/declarations.ts';
import { isOutage, type Caller } from '../api/client.ts';
import { pdfFileName } from '../pdf/file-name.ts';
import { sessionEndedBy } from '../session/end-session.ts';
import { verificationUrl } from '../verification-url.ts';
import { declarationPdf } from './declaration-pdf.ts';
import { annualText, membershipText, type DeclarationText } from './wording.ts';

/** Which declaration: the membership one, or the quitação of a year as the URL spelled it. */
export type Which = { kind: 'membership' } | { kind: 'annual'; year: string };

/** A year as the API takes it: four digits. */
export const isYear = (value: string) => /^\d{4}$/.test(value);

export type LoadedDeclaration =
  | { ok: true; text: DeclarationText; url: string }
  | { ok: false; status: number; msg: string };

export const declarationPath = (which: Which) =>
  which.kind === 'membership' ? '/declaracoes/associado' : `/declaracoes/quitacao/${encodeURIComponent(which.year)}`;

export async function loadDeclaration(caller: Caller, which: Which): Promise<LoadedDeclaration> {
  if (which.kind === 'membership') {
    const answer = await getMembershipDeclaration(caller);
    return answer.ok ? worded(membershipText(answer.body.data)) : answer;
  }
  // Checked here too, so what a member typed in the address never reaches a log line.
  if (!isYear(which.year)) return { ok: false, status: 400, msg: VALIDATION.yearInvalid };
  const answer = await getAnnualDeclaration(caller, which.year);
  return answer.ok ? worded(annualText(answer.body.data)) : answer;
}

const worded = (text: DeclarationText): LoadedDeclaration => ({ ok: true, text, url: verificationUrl(text.code) });

/**
 * The PDF, built on the portal's thread (one page: milliseconds) and never kept: a declaration
 * names the member, so no cache holds it. A year without a quitação goes back to its page, which
 * says why.
 */
export async function declarationPdfResponse(context: APIContext, which: Which): Promise<Response> {
  const loaded = await loadDeclaration(context.locals.caller, which);
  if (!loaded.ok) {
    const ended = sessionEndedBy(context, loaded);
    return ended ?? context.redirect(declarationPath(which), 303);
  }
  const bytes = await declarationPdf(loaded.text, loaded.url);
  return new Response(new Blob([new Uint8Array(bytes)]), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${pdfFileName(`${loaded.text.title} ${loaded.text.issuedOn}`)}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * For a declaration's page: the session's end, or the declaration with the page's status set. The
 * API's refusals (400 bad year, 404 no invoices, 409 open or unfinished year) keep their status and
 * are explained on the page itself; an unreachable API answers 503 as every page does.
 */
export async function declarationForPage(Astro: AstroGlobal, which: Which): Promise<Response | LoadedDeclaration> {
  const loaded = await loadDeclaration(Astro.locals.caller, which);
  if (loaded.ok) return loaded;
  const ended = sessionEndedBy(Astro, loaded);
  if (ended) return ended;
  Astro.response.status = isOutage(loaded.status) ? 503 : loaded.status >= 400 && loaded.status < 500 ? loaded.status : 502;
  return loaded;
}
