// Previews cut at a word boundary with '…' (issue 20, item 8; a departure from spec §9's cut at a
// fixed character count, README).
import { describe, expect, it } from 'vitest';
import { preview } from '../../src/lib/text.ts';

describe('preview', () => {
  it('never cuts a word in half', () => {
    const text = 'Assembleia geral ordinária aprova as contas de 2025 e elege o novo conselho fiscal';
    const shown = preview(text, 50);
    expect(shown).toBe('Assembleia geral ordinária aprova as contas de…');
    expect(text.startsWith(shown.slice(0, -1))).toBe(true);
    expect(text.charAt(shown.length - 1)).toBe(' ');
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(preview('Reajuste dos benefícios em janeiro', 28)).toBe('Reajuste dos benefícios em…');
    expect(preview('Reajuste dos benefícios em janeiro', 34)).toBe('Reajuste dos benefícios em janeiro');
    expect(preview('Reajuste dos benefícios em janeiro de 2027', 34)).toBe('Reajuste dos benefícios em janeiro…');
  });

  it("ends with a single '…', without a dangling comma or dash", () => {
    expect(preview('Documentos, atas, balanços - tudo da assembleia', 18)).toBe('Documentos, atas…');
    expect(preview('Prestação de contas — exercício de 2025', 20)).toBe('Prestação de contas…');
  });

  it('leaves short text whole, and cuts a single over-long word rather than show nothing', () => {
    expect(preview('Curta', 50)).toBe('Curta');
    expect(preview('  com   espaços  ', 50)).toBe('com espaços');
    expect(preview('x'.repeat(60), 50)).toBe(`${'x'.repeat(50)}…`);
  });
});
