// Declarations (issue 23): the years of the annual quitação counted from the seeded invoices by
// due date (cancelled ones left out), an open or unfinished year refused with why, and the public
// check of a code: first name, what was declared and the issue date; no CPF digits; nothing for
// an altered code.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associates, invoices } from '../../associate-api/db/schema.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
let maria: Record<string, string>;
let ana: Record<string, string>;
let anaId: number;
const logLines: string[] = [];
beforeAll(async () => {
  api = await startApi({ rateLimits: { verifyPerIp: { max: 1000, windowMs: 60_000 } }, logLines });
  maria = await signIn(api, MARIA);
  ana = await signIn(api, ANA);
  const [row] = await api.database.db.select({ id: associates.id }).from(associates).where(eq(associates.cpf, ANA.cpf));
  anaId = row!.id;
});
afterAll(async () => { await api?.close(); });

const thisYear = () => Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(api.clock.now()));

/** Maria's seeded invoices tallied by due year, as the law counts them. */
async function seededTally() {
  const [row] = await api.database.db.select({ id: associates.id }).from(associates).where(eq(associates.cpf, MARIA.cpf));
  const rows = await api.database.db.select().from(invoices).where(eq(invoices.associateId, row!.id));
  const tally = new Map<number, { year: number; invoices: number; open: number }>();
  for (const invoice of rows.filter((r) => r.status !== 'canceled')) {
    const year = Number(invoice.expiresAt.slice(0, 4));
    const entry = tally.get(year) ?? { year, invoices: 0, open: 0 };
    entry.invoices += 1;
    if (invoice.status !== 'paid') entry.open += 1;
    tally.set(year, entry);
  }
  return { rows, tally };
}

describe('anos da quitação anual', () => {
  it('conta as faturas da Maria por ano de vencimento, sem as canceladas, só anos já terminados', async () => {
    const { rows, tally } = await seededTally();
    expect(rows.some((r) => r.status === 'canceled')).toBe(true);
    const answer = await call(api, 'GET', '/user/declarations', { cookies: maria });
    expect(answer.status).toBe(200);
    const current = thisYear();
    expect(answer.body.data.currentYear).toBe(current);
    const expected = [...tally.values()].filter((entry) => entry.year < current).sort((a, b) => b.year - a.year);
    expect(answer.body.data.years).toEqual(expected);
    // The seed spans 25 months back from today: at least one whole past year, all paid.
    expect(answer.body.data.years.some((entry: { open: number }) => entry.open === 0)).toBe(true);
  });

  it('emite a quitação de um ano todo pago, com nome, CPF mascarado, quantas faturas e um código', async () => {
    const current = thisYear();
    const { tally } = await seededTally();
    const paid = [...tally.values()].find((entry) => entry.year < current && entry.open === 0)!;
    const answer = await call(api, 'GET', `/user/declarations/annual/${paid.year}`, { cookies: maria });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      name: 'Maria Aparecida da Silva', cpf: '***.982.247-**', registration: '3512345', memberSince: '2011-04-18',
      year: paid.year, invoices: paid.invoices, issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      earlierYearsPaid: true, code: expect.stringMatching(/^[A-Za-z0-9_-]{35}$/),
    });
  });

  it('ano com fatura em aberto é recusado dizendo quantas; canceladas não contam; ano corrente e ano sem faturas também', async () => {
    const current = thisYear();
    const due = (year: number, month: string) => `${year}-${month}-10`;
    const base = { associateId: anaId, description: 'Mensalidade', priceCents: 100, payment: '0' };
    await api.database.db.insert(invoices).values([
      { ...base, status: 'paid', expiresAt: due(current - 3, '05') },
      { ...base, status: 'canceled', expiresAt: due(current - 3, '06') },
      { ...base, status: 'pending', expiresAt: due(current - 2, '03') },
      { ...base, status: 'pending', expiresAt: due(current - 2, '04') },
      { ...base, status: 'paid', expiresAt: due(current - 2, '05') },
      { ...base, status: 'canceled', expiresAt: due(current - 4, '05') },
      { ...base, status: 'paid', expiresAt: due(current - 1, '12') },
      { ...base, status: 'paid', expiresAt: due(current, '01') },
    ]);
    const list = await call(api, 'GET', '/user/declarations', { cookies: ana });
    expect(list.body.data.years).toEqual([
      { year: current - 1, invoices: 1, open: 0 },
      { year: current - 2, invoices: 3, open: 2 },
      { year: current - 3, invoices: 1, open: 0 },
    ]);

    const open = await call(api, 'GET', `/user/declarations/annual/${current - 2}`, { cookies: ana });
    expect(open.status).toBe(409);
    expect(open.body).toEqual({
      msg: `Não é possível emitir a declaração de quitação de ${current - 2}: 2 faturas com vencimento nesse ano estão em aberto.`,
      open: 2,
    });
    const notOver = await call(api, 'GET', `/user/declarations/annual/${current}`, { cookies: ana });
    expect(notOver.status).toBe(409);
    expect(notOver.body.msg).toMatch(new RegExp(`^O ano de ${current} ainda não terminou`));
    const onlyCancelled = await call(api, 'GET', `/user/declarations/annual/${current - 4}`, { cookies: ana });
    expect(onlyCancelled.status).toBe(404);
    expect(onlyCancelled.body.msg).toBe(`Não há faturas com vencimento em ${current - 4}: não há quitação a declarar para esse ano.`);

    // Paid after an open year: the declaration does not claim the earlier years (art. 4).
    const after = await call(api, 'GET', `/user/declarations/annual/${current - 1}`, { cookies: ana });
    expect(after.body.data).toMatchObject({ year: current - 1, invoices: 1, earlierYearsPaid: false });
    const before = await call(api, 'GET', `/user/declarations/annual/${current - 3}`, { cookies: ana });
    expect(before.body.data).toMatchObject({ year: current - 3, invoices: 1, earlierYearsPaid: true });
  });

  it('ano inválido: 400 com mensagem clara', async () => {
    for (const year of ['20x5', '99', '202500', '-2020']) {
      const answer = await call(api, 'GET', `/user/declarations/annual/${encodeURIComponent(year)}`, { cookies: maria });
      expect(answer.status, year).toBe(400);
      expect(answer.body).toEqual({ msg: 'Ano inválido: informe o ano com quatro números, por exemplo 2025.' });
    }
  });

  it('exige sessão', async () => {
    for (const path of ['/user/declarations', '/user/declarations/membership', '/user/declarations/annual/2024']) {
      expect((await call(api, 'GET', path)).status, path).toBe(401);
    }
  });
});

describe('declaração de associado e verificação pública', () => {
  it('declara filiação e situação do dia, válida por 90 dias', async () => {
    const answer = await call(api, 'GET', '/user/declarations/membership', { cookies: maria });
    expect(answer.status).toBe(200);
    const { issuedOn, validUntil } = answer.body.data;
    expect(answer.body.data).toEqual({
      name: 'Maria Aparecida da Silva', cpf: '***.982.247-**', registration: '3512345', memberSince: '2011-04-18',
      status: expect.stringMatching(/^(Ativo|Pendente)$/), issuedOn: expect.any(String), validUntil: expect.any(String),
      code: expect.stringMatching(/^[A-Za-z0-9_-]{35}$/),
    });
    expect((Date.parse(validUntil) - Date.parse(issuedOn)) / 86_400_000).toBe(90);
  });

  it('a verificação mostra primeiro nome, o que foi declarado e a data de emissão; nenhum dígito do CPF', async () => {
    const membership = (await call(api, 'GET', '/user/declarations/membership', { cookies: maria })).body.data;
    const check = await call(api, 'GET', `/declarations/verify/${membership.code}`);
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({
      firstName: 'Maria', kind: 'membership', status: membership.status, memberSince: '2011-04-18',
      issuedOn: membership.issuedOn, validUntil: membership.validUntil,
    });
    const year = (await call(api, 'GET', '/user/declarations', { cookies: maria })).body.data.years.find((e: { open: number }) => e.open === 0).year;
    const annual = (await call(api, 'GET', `/user/declarations/annual/${year}`, { cookies: maria })).body.data;
    const annualCheck = await call(api, 'GET', `/declarations/verify/${annual.code}`);
    expect(annualCheck.body.data).toEqual({ firstName: 'Maria', kind: 'annual', year, issuedOn: annual.issuedOn });
    for (const body of [check.body, annualCheck.body]) {
      expect(JSON.stringify(body)).not.toMatch(/982|247|Aparecida|3512345/);
    }
  });

  it('código alterado, desconhecido ou malformado: 404 sem nada de ninguém', async () => {
    const { code } = (await call(api, 'GET', '/user/declarations/membership', { cookies: maria })).body.data as { code: string };
    const flip = (at: number) => code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
    // Altered in the facts (member, year, day) and in the signature; and a canonical-looking twin.
    for (const altered of [flip(0), flip(3), flip(8), flip(12), flip(30), flip(34), 'A'.repeat(35), 'curto', '../user/card']) {
      const answer = await call(api, 'GET', `/declarations/verify/${encodeURIComponent(altered)}`);
      expect(answer.status, altered).toBe(404);
      expect(answer.body).toEqual({ msg: 'Declaração não encontrada' });
    }
  });

  it('os logs nomeiam o padrão da rota, nunca o código nem o ano pedido', async () => {
    const { code } = (await call(api, 'GET', '/user/declarations/membership', { cookies: maria })).body.data;
    await call(api, 'GET', `/declarations/verify/${code}`);
    const routes = logLines.map((line) => JSON.parse(line).route);
    expect(routes).toContain('/declarations/verify/:code');
    expect(routes).toContain('/user/declarations/annual/:year');
    expect(logLines.join('\n')).not.toContain(code);
  });

  it('a declaração de associado deixa de ser confirmada depois de 90 dias; a quitação, se o ano reabrir', async () => {
    const current = thisYear();
    const membership = (await call(api, 'GET', '/user/declarations/membership', { cookies: ana })).body.data;
    const [paidYear] = (await call(api, 'GET', '/user/declarations', { cookies: ana })).body.data.years
      .filter((entry: { open: number }) => entry.open === 0).map((entry: { year: number }) => entry.year);
    const annual = (await call(api, 'GET', `/user/declarations/annual/${paidYear}`, { cookies: ana })).body.data;
    expect((await call(api, 'GET', `/declarations/verify/${annual.code}`)).status).toBe(200);
    await api.database.db.insert(invoices).values({ associateId: anaId, description: 'Acerto', status: 'pending', priceCents: 100, payment: '0', expiresAt: `${paidYear}-11-10` });
    expect((await call(api, 'GET', `/declarations/verify/${annual.code}`)).status).toBe(404);
    expect(paidYear).toBeLessThan(current);

    api.clock.advance(91 * 86_400_000);
    expect((await call(api, 'GET', `/declarations/verify/${membership.code}`)).status).toBe(404);
  });
});
