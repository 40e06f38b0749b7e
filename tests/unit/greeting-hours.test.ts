// The dashboard's greeting changes with the hour in São Paulo (spec §2), so the suite must not pin
// one: it once failed every night from 00:00 to 00:59, when the greeting is 'Olá'.
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { greeting } from '../../src/lib/datetime.ts';

const GREETINGS = ['Bom dia', 'Boa tarde', 'Boa noite', 'Olá'];

/** The instant when it is `hour`:30 in São Paulo on a day without daylight saving (UTC−3). */
const atSaoPauloHour = (hour: number) => new Date(Date.UTC(2026, 10, 27, hour + 3, 30));

describe('greeting at each boundary hour in America/Sao_Paulo', () => {
  it.each([
    [0, 'Olá'], [1, 'Bom dia'], [11, 'Bom dia'], [12, 'Boa tarde'],
    [17, 'Boa tarde'], [18, 'Boa noite'], [23, 'Boa noite'],
  ])('%i h → %s', (hour, expected) => {
    expect(greeting('Maria', atSaoPauloHour(hour))).toBe(`${expected}, Maria`);
  });

  it('changes at the first minute of the hour, not before', () => {
    expect(greeting('Maria', new Date('2026-11-27T03:59:59Z'))).toBe('Olá, Maria');
    expect(greeting('Maria', new Date('2026-11-28T03:00:00Z'))).toBe('Olá, Maria');
    expect(greeting('Maria', new Date('2026-11-28T03:59:59Z'))).toBe('Olá, Maria');
    expect(greeting('Maria', new Date('2026-11-28T04:00:00Z'))).toBe('Bom dia, Maria');
  });
});

describe('references that would fail at some hour', () => {
  it('every ARIA reference naming a greeting accepts all four', async () => {
    const root = new URL('../e2e/__snapshots__/', import.meta.url);
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.aria.yml'));
    const pinned: string[] = [];
    for (const file of files) {
      const lines = (await readFile(new URL(file, root), 'utf8')).split('\n');
      // 'Olá' alone is also the sign-in's fixed greeting; a line with an hour's greeting is the dashboard's.
      for (const line of lines.filter((text) => GREETINGS.slice(0, 3).some((word) => text.includes(word)))) {
        if (!GREETINGS.every((word) => line.includes(word))) pinned.push(`${file}: ${line.trim()}`);
      }
    }
    expect(pinned).toEqual([]);
  });

  it('the greeting is hidden in every picture', async () => {
    const visual = await readFile(new URL('../e2e/visual.ts', import.meta.url), 'utf8');
    expect(visual).toMatch(/const VOLATILE = \[[^\]]*'\.greeting'/);
  });
});
