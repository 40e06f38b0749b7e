// Lawsuits and shared folders: paging as spec §4 has it, motion outcomes, the terms' reading
// measurements and the protected viewer's refused shortcuts.
import { describe, expect, it, vi } from 'vitest';
import { collectPages, loadPages, PAGE_SIZE } from '../../src/lib/paging.ts';
import { isBlockedShortcut } from '../../src/islands/pdf-viewer/protected/blocked-keys.ts';

// Pure logic only: the API client and the cookies read the server's configuration (astro:env).
vi.mock('../../src/lib/api/client.ts', () => ({ callApi: vi.fn() }));
vi.mock('../../src/lib/session/cookies.ts', () => ({ setFlash: vi.fn() }));
vi.mock('../../src/lib/session/end-session.ts', () => ({ sessionEndedBy: vi.fn() }));
const { motionOutcome } = await import('../../src/lib/legal/lawsuit-detail.ts');
const { readingSeconds, scrollDepth } = await import('../../src/lib/folders/terms-acceptance.ts');

const full = (from: number) => Array.from({ length: PAGE_SIZE }, (_, i) => from + i);
const failure = { ok: false as const, status: 502, msg: 'Erro ao buscar processos' };

describe('collectPages (spec §4)', () => {
  it('offers more only after a full page', () => {
    expect(collectPages([full(0)])).toMatchObject({ haveMore: true, nothingNew: false });
    expect(collectPages([full(0), [10, 11, 12]])).toMatchObject({ haveMore: false, nothingNew: false });
    expect(collectPages([full(0), [10, 11, 12]]).items.map((i) => i.page)).toEqual([...Array(10).fill(1), 2, 2, 2]);
  });

  it('says a further page brought nothing new, keeping what was shown', () => {
    const paged = collectPages([full(0), full(10), []]);
    expect(paged).toMatchObject({ haveMore: false, nothingNew: true });
    expect(paged.items).toHaveLength(20);
    expect(collectPages([[]])).toMatchObject({ items: [], haveMore: false, nothingNew: false });
  });

  it('keeps the pages before a failure and offers no more', () => {
    const paged = collectPages([full(0), failure, full(20)]);
    expect(paged).toMatchObject({ haveMore: false, failure });
    expect(paged.items).toHaveLength(10);
  });
});

describe('loadPages: pages 1..N of a list in one call', () => {
  const list = (length: number) => Array.from({ length }, (_, i) => i);

  it('asks once for N × 10 and cuts the answer into the pages a member loaded', async () => {
    const asked: number[] = [];
    const paged = await loadPages(3, async (limit) => { asked.push(limit); return list(25); });
    expect(asked).toEqual([30]);
    expect(paged.items.map((i) => i.page)).toEqual([...Array(10).fill(1), ...Array(10).fill(2), ...Array(5).fill(3)]);
    expect(paged).toMatchObject({ haveMore: false, nothingNew: false });
    expect(await loadPages(3, async () => list(30))).toMatchObject({ haveMore: true });
    expect(await loadPages(3, async () => list(20))).toMatchObject({ haveMore: false, nothingNew: true });
  });

  it('when page N fails, keeps pages 1..N−1 with the failure below them (spec §4)', async () => {
    const asked: number[] = [];
    const paged = await loadPages(3, async (limit) => { asked.push(limit); return limit === 30 ? failure : list(20); });
    expect(asked).toEqual([30, 20]);
    expect(paged).toMatchObject({ haveMore: false, failure });
    expect(paged.items).toHaveLength(20);
  });

  it('passes a failed first page and an ended session on as they are, without asking again', async () => {
    const ended = { ok: false as const, status: 401, msg: 'Login expirado' };
    for (const [pages, answer] of [[1, failure], [3, ended]] as const) {
      const asked: number[] = [];
      const paged = await loadPages(pages, async (limit) => { asked.push(limit); return answer; });
      expect(asked).toEqual([pages * PAGE_SIZE]);
      expect(paged).toMatchObject({ items: [], failure: answer });
    }
  });
});

describe('motionOutcome (spec §3)', () => {
  it('maps null, defired and anything else', () => {
    expect([null, 'defired', 'indeferido', 'x'].map(motionOutcome)).toEqual(['Pendente', 'Deferido', 'Indeferido', 'Indeferido']);
  });
});

describe('terms reading', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };
  it('takes the measured seconds, else the time since the page was served, capped at a day', () => {
    expect(readingSeconds(form({ duracao: '37', aberto_em: '1000' }), 90_000)).toBe(37);
    expect(readingSeconds(form({ duracao: '', aberto_em: '1000' }), 61_000)).toBe(60);
    expect(readingSeconds(form({ aberto_em: 'ontem' }), 61_000)).toBe(0);
    expect(readingSeconds(form({ aberto_em: '99999' }), 1_000)).toBe(0);
    expect(readingSeconds(form({ duracao: '999999' }), 0)).toBe(86_400);
  });
  it('records the depth as unknown without the script', () => {
    expect(scrollDepth(form({ leitura: '' }))).toBeNull();
    expect(scrollDepth(form({}))).toBeNull();
    expect(scrollDepth(form({ leitura: '150' }))).toBeNull();
    expect(scrollDepth(form({ leitura: '64' }))).toBe(64);
  });
});

describe('isBlockedShortcut', () => {
  const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({ key: k, ctrlKey: false, metaKey: false, ...mods });
  it('refuses PrintScreen, Ctrl/Cmd+P and F12 only', () => {
    for (const event of [key('PrintScreen'), key('F12'), key('p', { ctrlKey: true }), key('P', { metaKey: true })]) {
      expect(isBlockedShortcut(event)).toBe(true);
    }
    for (const event of [key('p'), key('Tab'), key('ArrowDown'), key('PageDown'), key('+', { ctrlKey: true }), key('F5'), key('c', { ctrlKey: true })]) {
      expect(isBlockedShortcut(event)).toBe(false);
    }
  });
});
