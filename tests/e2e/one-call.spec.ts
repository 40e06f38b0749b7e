// A private page costs one API call (issue 8, throughput): its data call also checks the session,
// and only a page without data of its own asks /user/check. A stand-in API counts the calls.
import { createServer, type Server } from 'node:http';
import { startLonePortal, type LonePortal } from '../support/lone-portal.ts';
import { expect, test } from './fixtures.ts';
import { scriptsEnabled } from './scripting.ts';

const PORT_BASE = Number(process.env.E2E_PORT_BASE || 4520);
const ANSWERS: Record<string, unknown> = {
  '/user/check': { data: { associate_id: 1, name: 'Maria Aparecida da Silva' } },
  '/user/dashboard': { data: { associate_id: 1, name: 'Maria Aparecida da Silva', news: [] } },
  '/associate/faq': { data: [{ id: 1, question: 'Pergunta?', answer: 'Resposta.' }] },
  '/news/user/getWithLimit/10&0': { data: [], haveMore: false },
  '/officialDocumentsAgo2025': { data: [{ id: 1, title: 'Edital', size: 1000 }] },
  '/process/getWithLimit/30&0': { data: [] },
  '/user/profile?sessoes=1': {
    data: { name: 'Maria Aparecida da Silva', cpf: '52998224725', email: 'maria@example.com', birthDate: '1956-04-12', registration: '12345678' },
    sessions: [{ id: 'a1', device: 'Firefox no Linux', lastSeenAt: '2026-03-01T12:00:00.000Z', current: true }],
  },
  '/invoices/getWithLimit/20&0': { data: [] },
  '/invoices/getWithLimit/300&0': { data: [] },
  // A restricted folder brings its terms along: 'Solicitar acesso' needs no call of its own.
  '/folderViewer/associates/getWithLimit/10&0': { data: [{
    id: 7, name: 'acordo', title: 'Acordo coletivo', description: 'Restrita', created_at: '2026-01-05T12:00:00.000Z',
    authorization: false, authorizationTitle: 'Termo', terms: { id: 7, title: 'Termo', text: 'Uso exclusivo.', version: 1, slug: '/pastasCompartilhadas/7' },
  }] },
};

let calls: string[] = [];
let api: Server;
let portal: LonePortal;
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'o servidor é o mesmo com e sem JavaScript: basta contar uma vez');

test.beforeAll(async () => {
  // Its own pair of ports per project (the hook runs in both): 66/67 once met the paused sign-in's portal.
  const port = PORT_BASE + (scriptsEnabled() ? 56 : 58);
  api = createServer((request, response) => {
    calls.push(request.url ?? '');
    const answer = ANSWERS[request.url ?? ''];
    response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer ?? { msg: 'Recurso não encontrado.' }));
  });
  await new Promise<void>((resolve) => api.listen(port + 1, '127.0.0.1', resolve));
  portal = await startLonePortal(port, `http://127.0.0.1:${port + 1}`);
});
test.afterAll(async () => {
  await portal?.stop();
  await new Promise((resolve) => (api ? api.close(resolve) : resolve(undefined)));
});

for (const [path, expected] of [
  ['/dashboard', ['/user/dashboard']],
  ['/faq', ['/associate/faq']],
  ['/noticias', ['/news/user/getWithLimit/10&0']],
  ['/agoage/2025', ['/officialDocumentsAgo2025']],
  // Pages 1..3 after 'Carregar mais' twice: one call for all of them.
  ['/juridico/processos?pagina=3', ['/process/getWithLimit/30&0']],
  ['/pastasCompartilhadas', ['/folderViewer/associates/getWithLimit/10&0']],
  ['/financeiro/faturas?pagina=2', ['/invoices/getWithLimit/20&0']],
  // A hand-typed page past the lists' 30 asks no more than the API answers (300).
  ['/financeiro/faturas?pagina=9999', ['/invoices/getWithLimit/300&0']],
  // The profile and its open sessions ('Segurança') come together.
  ['/profile', ['/user/profile?sessoes=1']],
  // A panel of links has no data: the guard's own check is its one call.
  ['/agoage', ['/user/check']],
] as const) {
  test(`${path}: uma chamada à API`, async ({ request }) => {
    calls = [];
    const response = await request.get(portal.url + path, { headers: { cookie: 'token=sessao-de-teste' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(calls).toEqual(expected);
  });
}
