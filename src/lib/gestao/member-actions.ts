// What a POST on a member's page in Atendimento does (pages/gestao/atendimento/associado/[id]):
// a link on screen (shown once after the redirect), by e-mail, or as the printed letter (the PDF
// is the answer to the POST itself, so the link is never kept anywhere); lifting pauses; ending
// sessions. Answers the Response to send, or the refusal to show on the page.
import type { AstroGlobal } from 'astro';
import { endSessions, issueLink, liftPauses, type Delivery } from '../api/atendimento.ts';
import type { Caller } from '../api/client.ts';
import { config } from '../config.ts';
import { pdfFileName } from '../pdf/file-name.ts';
import { setFlash } from '../session/cookies.ts';
import { accessLetterPdf, letterTitle } from './access-letter-pdf.ts';
import { postedForm } from './comunicacao/form-fields.ts';
import { setShownLink } from './cookies.ts';

export type ActionRefusal = { status: number; msg: string };

async function letterResponse(caller: Caller, id: string): Promise<Response | ActionRefusal> {
  const answer = await issueLink(caller, id, 'carta');
  if (!answer.ok) return answer;
  const { name, link, purpose, expiresAt } = answer.body;
  const bytes = await accessLetterPdf({ name, link: link!, purpose, expiresAt: new Date(expiresAt!), supportPhone: config.supportPhone });
  return new Response(new Blob([new Uint8Array(bytes)]), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${pdfFileName(`${letterTitle({ purpose })} ${name}`)}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

export async function memberAction(Astro: AstroGlobal, caller: Caller, id: string): Promise<Response | ActionRefusal> {
  const form = await postedForm(Astro.request);
  const action = form.get('acao');
  const delivery = form.get('entrega');
  if (action === 'link' && delivery === 'carta') return letterResponse(caller, id);
  const answer = action === 'link' ? await issueLink(caller, id, delivery as Delivery)
    : action === 'desbloquear' ? await liftPauses(caller, id)
    : action === 'encerrar-sessoes' ? await endSessions(caller, id)
    : { ok: false as const, status: 400, msg: 'Ação desconhecida.' };
  if (!answer.ok) return answer;
  const body = answer.body as { msg: string; name?: string; link?: string };
  setFlash(Astro.cookies, { kind: 'success', msg: body.msg });
  if (body.link && body.name) setShownLink(Astro.cookies, { name: body.name, link: body.link });
  return Astro.redirect(`/gestao/atendimento/associado/${encodeURIComponent(id)}`, 303);
}
