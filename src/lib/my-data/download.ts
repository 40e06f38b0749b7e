// The two downloads of /meus-dados: the export fetched from the API at each click (never cached,
// never stored) as JSON or as a readable PDF.
import type { APIContext } from 'astro';
import { exportMyData } from '../api/my-data.ts';
import { sessionEndedBy } from '../session/end-session.ts';
import { setFlash } from '../session/cookies.ts';
import { exportPdf } from './export-pdf.ts';

const memberName = (data: Record<string, unknown>) => {
  const profile = data.profile as { name?: unknown } | undefined;
  return typeof profile?.name === 'string' ? profile.name : '';
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
  const body = format === 'json'
    ? JSON.stringify(data, null, 2)
    : new Blob([new Uint8Array(await exportPdf(data, memberName(data)))]);
  return new Response(body, {
    headers: {
      'content-type': format === 'json' ? 'application/json; charset=utf-8' : 'application/pdf',
      'content-disposition': `attachment; filename="meus-dados-${day}.${format}"`,
      'cache-control': 'no-store',
    },
  });
}
