// The two downloads of /meus-dados: the export fetched from the API at each click (never cached,
// never stored) as JSON or as a readable PDF, built in a worker thread (export-pdf-thread.ts).
import type { APIContext } from 'astro';
import { exportMyData } from '../api/my-data.ts';
import { sessionEndedBy } from '../session/end-session.ts';
import { setFlash } from '../session/cookies.ts';
import { MY_DATA_TEXT } from '../messages.ts';
import { buildExportPdf } from './export-pdf-thread.ts';

const memberName = (data: Record<string, unknown>) => {
  const profile = data.profile as { name?: unknown } | undefined;
  return typeof profile?.name === 'string' ? profile.name : '';
};

// The member, whichever session or portal tab asks: their CPF in the export itself.
const memberKey = (data: Record<string, unknown>) => {
  const profile = data.profile as { cpf?: unknown } | undefined;
  return typeof profile?.cpf === 'string' ? profile.cpf : JSON.stringify(profile);
};

export async function downloadMyData(context: APIContext, format: 'json' | 'pdf'): Promise<Response> {
  const answer = await exportMyData(context.locals.caller);
  if (!answer.ok) {
    const ended = sessionEndedBy(context, answer);
    if (ended) return ended;
    setFlash(context.cookies, { kind: 'error', msg: answer.msg });
    return context.redirect('/meus-dados', 303);
  }
  const data = answer.body.data;
  const day = data.generatedAt.slice(0, 10);
  const pdf = format === 'pdf' ? await buildExportPdf(memberKey(data), data, memberName(data)) : null;
  if (pdf === 'busy') {
    setFlash(context.cookies, { kind: 'error', msg: MY_DATA_TEXT.exportBusy });
    return context.redirect('/meus-dados', 303);
  }
  const body = pdf ? new Blob([new Uint8Array(pdf)]) : JSON.stringify(data, null, 2);
  return new Response(body, {
    headers: {
      'content-type': format === 'json' ? 'application/json; charset=utf-8' : 'application/pdf',
      'content-disposition': `attachment; filename="meus-dados-${day}.${format}"`,
      'cache-control': 'no-store',
    },
  });
}
