// The news list as a link-driven pager (spec §2/§4): ?pagina=N renders pages 1..N, the server's
// haveMore decides 'Carregar mais', and a detail page never turns a stored link into a script.
import { describe, expect, it, vi } from 'vitest';
import type { News } from '../../src/lib/api/news.ts';

const api = vi.hoisted(() => ({ total: 26, fail: false }));
vi.mock('../../src/lib/api/news.ts', () => ({
  listNews: async (_caller: unknown, limit: number, offset: number) => {
    if (api.fail) return { ok: false, status: 0, msg: 'Erro ao buscar noticias' };
    const ids = Array.from({ length: Math.max(0, Math.min(limit, api.total - offset)) }, (_, i) => offset + i + 1);
    const data: Partial<News>[] = ids.map((id) => ({ id, title: `Notícia ${id}`, description: 'x'.repeat(80), date: '2026-03-05', pathImage: id % 2 ? 'AAAA' : null }));
    return { ok: true, status: 200, body: { data, haveMore: offset + limit < api.total } };
  },
}));
vi.mock('../../src/lib/dashboard.ts', () => ({
  STOCK_NEWS_IMAGE: '/noticia-padrao.webp',
  newsImageUrl: (id: string) => `/noticias/imagem/${id}.webp`,
}));

const { loadMoreHref, loadNewsPages, requestedPage } = await import('../../src/lib/news/news-pages.ts');
const { safeExternalLink } = await import('../../src/lib/news/news-item.ts');
const caller = { ip: '127.0.0.1' };

describe('lista de notícias', () => {
  it('lê ?pagina= como um número de 1 a 30', () => {
    expect(requestedPage(null)).toBe(1);
    expect(requestedPage('2')).toBe(2);
    expect(requestedPage('0')).toBe(1);
    expect(requestedPage('-3')).toBe(1);
    expect(requestedPage('abc')).toBe(1);
    expect(requestedPage('9999')).toBe(30);
  });

  it('Carregar mais aponta para a próxima página e para a sua primeira notícia', () => {
    expect(loadMoreHref(2)).toBe('/noticias?pagina=3#pagina-3');
  });

  it('a página 2 mostra as notícias 1 a 20, cada uma com a sua página, e diz que há mais', async () => {
    api.fail = false;
    const result = await loadNewsPages(caller, 2);
    if (!result.ok) throw new Error(result.msg);
    expect(result.cards.map((card) => card.id)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    expect(result.cards[9]!.page).toBe(1);
    expect(result.cards[10]!.page).toBe(2);
    expect(result.haveMore).toBe(true);
    expect(result.cards[0]!).toMatchObject({ date: '05/03/2026', image: '/noticias/imagem/1.webp', preview: `${'x'.repeat(50)}...` });
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

describe('link da notícia', () => {
  it('só endereços web viram link', () => {
    expect(safeExternalLink('https://www.gov.br/inss/pt-br')).toBe('https://www.gov.br/inss/pt-br');
    expect(safeExternalLink('javascript:alert(1)')).toBeNull();
    expect(safeExternalLink('não é endereço')).toBeNull();
    expect(safeExternalLink(null)).toBeNull();
  });
});
