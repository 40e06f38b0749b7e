import { describe, expect, it } from 'vitest';
import { excerpt, highlight } from '../../src/lib/search/highlight.ts';
import { groupHits, pageNumber } from '../../src/lib/search/results.ts';

describe('destaque da busca', () => {
  it('marca palavras cujo radical sem acento começa com o termo, mantendo o texto original', () => {
    expect(highlight('Planejamento Previdenciário: ação já', ['previdenc', 'aca'])).toEqual([
      { text: 'Planejamento ', match: false },
      { text: 'Previdenciário', match: true },
      { text: ': ', match: false },
      { text: 'ação', match: true },
      { text: ' já', match: false },
    ]);
  });

  it('não interpreta HTML: o texto volta em pedaços, como veio', () => {
    const pieces = highlight('<b>ação</b>', ['aca']);
    expect(pieces.map((p) => p.text).join('')).toBe('<b>ação</b>');
    expect(pieces.filter((p) => p.match).map((p) => p.text)).toEqual(['ação']);
  });

  it('recorta um trecho em volta da primeira palavra encontrada', () => {
    const text = `${'palavra '.repeat(40)}previdência ${'fim '.repeat(40)}`.trim();
    const cut = excerpt(text, ['previdenc'], 80);
    expect(cut).toContain('previdência');
    expect(cut.startsWith('… ')).toBe(true);
    expect(cut.endsWith(' …')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(90);
  });
});

describe('grupos e páginas', () => {
  it('agrupa por tipo na ordem fixa, guardando a posição no ranking', () => {
    const groups = groupHits([
      { kind: 'noticia', id: 3, title: 'N', text: null },
      { kind: 'processo', id: 7, title: 'P', text: null },
    ]);
    expect(groups.map((g) => [g.label, g.hits[0]!.position, g.hits[0]!.href])).toEqual([
      ['Meus processos', 2, '/juridico/processos/7'],
      ['Notícias', 1, '/noticia/3'],
    ]);
  });

  it('pagina de 1 a 5; o resto vira 1', () => {
    expect(['2', '5', '6', '0', 'x', null].map(pageNumber)).toEqual([2, 5, 1, 1, 1, 1]);
  });
});
