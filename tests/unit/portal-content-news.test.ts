// The news list as a link-driven pager (spec §2/§4): ?pagina=N renders pages 1..N in one call, the
// server's haveMore decides 'Carregar mais', a failed 'Carregar mais' keeps the pages already read,
// and a detail page never turns a stored link into a script.
import { describe, expect, it, vi } from 'vitest';
import type { News } from '../../src/lib/api/news.ts';

// `failAbove`: calls asking for more items than this fail (a slow, large answer timing out).
const api = vi.hoisted(() => ({ total: 26, fail: false, failAbove: Infinity, calls: [] as number[] }));
vi.mock('../../src/lib/api/news.ts', () => ({
  listNews: async (_caller: unknown, limit: number, offset: number) => {
    api.calls.push(limit);
    if (api.fail || limit > api.failAbove) return { ok: false, status: 0, msg: 'Erro ao buscar noticias' };
    const ids = Array.from({ length: Math.max(0, Math.min(limit, api.total - offset)) }, (_, i) => offset + i + 1);
    const data: Partial<News>[] = ids.map((id) => ({ id, title: `Notícia ${id}`, description: 'x'.repeat(80), date: '2026-03-05', imageSize: id % 2 ? 900 : null }));
    return { ok: true, status: 200, body: { data, haveMore: offset + limit < api.total } };
  },
}));

const { loadMoreHref, loadNewsPages, requestedPage } = await import('../../src/lib/news/news-pages.ts');
const { safeExternalLink } = await import('../../src/lib/news/news-item.ts');
const caller = { ip: '127.0.0.1' };

describe('lista de notícias', () => {
  it('lê ?pagina= como um número de 1 a 50', () => {
    expect(requestedPage(null)).toBe(1);
    expect(requestedPage('2')).toBe(2);
    expect(requestedPage('0')).toBe(1);
    expect(requestedPage('-3')).toBe(1);
    expect(requestedPage('abc')).toBe(1);
    expect(requestedPage('31')).toBe(31);
    expect(requestedPage('9999')).toBe(50);
  });

  it('Carregar mais aponta para a próxima página e para a sua primeira notícia', () => {
    expect(loadMoreHref(2)).toBe('/noticias?pagina=3#pagina-3');
  });

  it('a página 2 mostra as notícias 1 a 20 numa só chamada, cada uma com a sua página, e diz que há mais', async () => {
    api.fail = false;
    api.calls.length = 0;
    const result = await loadNewsPages(caller, 2);
    expect(api.calls).toEqual([20]);
    if (!result.ok) throw new Error(result.msg);
    expect(result.cards.map((card) => card.id)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    expect(result.cards[9]!.page).toBe(1);
    expect(result.cards[10]!.page).toBe(2);
    expect(result.haveMore).toBe(true);
    expect(result.cards[0]!).toMatchObject({ date: '05/03/2026', image: '/noticias/imagem/1.webp', preview: `${'x'.repeat(50)}…` });
    expect(result.cards[1]!.image).toBe('/noticia-padrao.webp');
  });

  it('na última página não há mais; pedir além dela mostra só o que existe', async () => {
    const last = await loadNewsPages(caller, 3);
    expect(last.ok && [last.cards.length, last.haveMore, last.page]).toEqual([26, false, 3]);
    const beyond = await loadNewsPages(caller, 5);
    expect(beyond.ok && [beyond.cards.length, beyond.page]).toEqual([26, 3]);
  });

  it('uma falha da API chega à página com a mensagem da especificação', async () => {
    api.fail = true;
    expect(await loadNewsPages(caller, 1)).toMatchObject({ ok: false, msg: 'Erro ao buscar noticias' });
    api.fail = false;
  });
});

describe('Carregar mais que falha (spec §4)', () => {
  it('mantém as páginas 1 a N−1, volta uma página, esconde Carregar mais e traz o erro', async () => {
    api.failAbove = 20;
    const result = await loadNewsPages(caller, 3);
    api.failAbove = Infinity;
    if (!result.ok) throw new Error('as páginas já lidas se perderam');
    expect(result.cards.map((card) => card.id)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    expect([result.page, result.haveMore]).toEqual([2, false]);
    expect(result.failed).toMatchObject({ ok: false, msg: 'Erro ao buscar noticias' });
  });

  it('a primeira página que falha não tem o que manter', async () => {
    api.failAbove = 5;
    expect(await loadNewsPages(caller, 1)).toMatchObject({ ok: false, msg: 'Erro ao buscar noticias' });
    api.failAbove = Infinity;
  });
});

describe('link da notícia', () => {
  it('só endereços web viram link', () => {
    expect(safeExternalLink('https://www.gov.br/inss/pt-br')).toBe('https://www.gov.br/inss/pt-br');
    expect(safeExternalLink('javascript:alert(1)')).toBeNull();
    expect(safeExternalLink('não é endereço')).toBeNull();
    expect(safeExternalLink(null)).toBeNull();
  });
});
