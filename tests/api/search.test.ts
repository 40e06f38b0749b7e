// GET /search: Portuguese stemming and accent folding on both databases, the member's own
// lawsuits and folders only, input limits, paging and its own rate limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associates, faq, lawsuits, news } from '../../associate-api/db/schema.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
let maria: Record<string, string>;
let ana: Record<string, string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  api = await startApi();
  const { db } = api.database;
  const [anaRow] = await db.select({ id: associates.id }).from(associates).where(eq(associates.cpf, ANA.cpf));
  ids.news = (await db.insert(news).values({ title: 'Planejamento previdenciário para quem vai se aposentar', description: 'Oficina gratuita.', date: '2026-01-10' }).returning({ id: news.id }))[0]!.id;
  ids.faq = (await db.insert(faq).values({ question: 'Como acompanho minha ação judicial?', answer: 'Pelo menu Jurídico.', position: 99 }).returning({ id: faq.id }))[0]!.id;
  ids.foreign = (await db.insert(lawsuits).values({
    associateId: anaRow!.id, actionName: 'Revisão Zanzibar da pensionista', number: '0000001-00.2025.4.03.6100',
    caseTitle: 'Ana Beatriz Souza x INSS', updatedAt: new Date(), court: 'TRF', vara: '1ª Vara', lawFirmName: 'X', lawyerName: 'Y',
  }).returning({ id: lawsuits.id }))[0]!.id;
  maria = await signIn(api, MARIA);
  ana = await signIn(api, ANA);
});
afterAll(async () => { await api?.close(); });

const find = (cookies: Record<string, string>, query: string, extra = '') =>
  call(api, 'GET', `/search?q=${encodeURIComponent(query)}${extra}`, { cookies });

describe('GET /search', () => {
  it("'previdência' encontra 'previdenciário' (radical do português, sem acento)", async () => {
    const answer = await find(maria, 'previdência');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toContainEqual(expect.objectContaining({ kind: 'noticia', id: ids.news }));
    expect(answer.body.terms).toEqual(['previdenc']);
  });

  it("'acao' encontra 'ação' e 'AÇÃO' encontra o mesmo", async () => {
    for (const query of ['acao', 'AÇÃO']) {
      const answer = await find(maria, query);
      expect(answer.body.data, query).toContainEqual(expect.objectContaining({ kind: 'faq', id: ids.faq, title: 'Como acompanho minha ação judicial?' }));
    }
  });

  it('encontra os processos e as pastas da própria associada, com os dois tipos no formato do contrato', async () => {
    const lawsuitsFound = (await find(maria, 'revisão teto')).body.data;
    expect(lawsuitsFound[0]).toMatchObject({ kind: 'processo', title: 'Revisão do teto' });
    expect(Object.keys(lawsuitsFound[0]).sort()).toEqual(['id', 'kind', 'text', 'title']);
    const folders = (await find(maria, 'declarações')).body.data;
    expect(folders).toContainEqual(expect.objectContaining({ kind: 'pasta', title: 'Declarações' }));
  });

  it('o processo de outra associada nunca aparece', async () => {
    expect((await find(maria, 'zanzibar')).body.data).toEqual([]);
    expect((await find(ana, 'zanzibar')).body.data).toEqual([expect.objectContaining({ kind: 'processo', id: ids.foreign })]);
    // Nor do Maria's lawsuits or folders for Ana.
    const anaResults = (await find(ana, 'revisão')).body.data;
    expect(anaResults.filter((hit: { kind: string }) => hit.kind === 'processo').map((hit: { id: number }) => hit.id)).toEqual([ids.foreign]);
    expect((await find(ana, 'declarações')).body.data.filter((hit: { kind: string }) => hit.kind === 'pasta')).toEqual([]);
  });

  it('pagina com limit/offset e haveMore', async () => {
    const all = (await find(maria, 'revisão', '&limit=100')).body;
    expect(all.data.length).toBeGreaterThan(3);
    const first = (await find(maria, 'revisão', '&limit=2')).body;
    const second = (await find(maria, 'revisão', '&limit=2&offset=2')).body;
    expect(first.haveMore).toBe(true);
    expect([...first.data, ...second.data]).toEqual(all.data.slice(0, 4));
  });

  it('nada encontrado, ou só palavras vazias: lista vazia', async () => {
    expect((await find(maria, 'xilofone')).body).toEqual({ data: [], terms: ['xilofon'], haveMore: false });
    expect((await find(maria, '!!! ???')).body).toEqual({ data: [], terms: [], haveMore: false });
  });

  it.each([['', 'vazia'], [' '.repeat(5), 'só espaços'], ['a'.repeat(101), '101 caracteres']])('recusa a busca %#: %s', async (query) => {
    const answer = await find(maria, query);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ msg: 'A busca deve ter de 1 a 100 caracteres.' });
  });

  it.each(['&limit=0', '&limit=101', '&offset=-1', '&limit=abc'])('recusa a paginação %s', async (extra) => {
    expect((await find(maria, 'revisão', extra)).status).toBe(400);
  });

  it('exige sessão', async () => {
    const answer = await call(api, 'GET', '/search?q=revisao');
    expect(answer.status).toBe(401);
  });
});

describe('limite de buscas', () => {
  let limited: TestApi;
  beforeAll(async () => { limited = await startApi({ rateLimits: { searchPerMember: { max: 3, windowMs: 60_000 } } }); });
  afterAll(async () => { await limited?.close(); });

  it('a quarta busca seguida do mesmo associado recebe 429, outro associado não', async () => {
    const cookies = await signIn(limited, MARIA);
    for (let i = 0; i < 3; i++) expect((await call(limited, 'GET', '/search?q=revisao', { cookies })).status).toBe(200);
    const blocked = await call(limited, 'GET', '/search?q=revisao', { cookies });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ msg: 'Muitas buscas seguidas. Aguarde um minuto e tente novamente.' });
    const other = await signIn(limited, ANA);
    expect((await call(limited, 'GET', '/search?q=revisao', { cookies: other })).status).toBe(200);
  });
});
