// What members read: the greeting by Brasília hour, the clock, masks, birth dates.
import { describe, expect, it } from 'vitest';
import { formatClock, greeting, greetingFor, hourInBrazil } from '../../src/lib/datetime.ts';
import { parseBirthDate } from '../../src/lib/login/birth-date.ts';
import { maskCpf, maskDate } from '../../src/lib/masks.ts';

describe('greeting (spec §2)', () => {
  it('follows the spec hours exactly', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => greetingFor(hour));
    expect(byHour[0]).toBe('Olá');
    expect(byHour.slice(1, 12).every((g) => g === 'Bom dia')).toBe(true);
    expect(byHour.slice(12, 18).every((g) => g === 'Boa tarde')).toBe(true);
    expect(byHour.slice(18, 24).every((g) => g === 'Boa noite')).toBe(true);
  });

  it('uses Brasília time, not the server clock', () => {
    // 14:30 UTC is 11:30 in São Paulo (UTC−3).
    const instant = new Date('2026-03-10T14:30:00Z');
    expect(hourInBrazil(instant)).toBe(11);
    expect(greeting('Maria Aparecida da Silva', instant)).toBe('Bom dia, Maria Aparecida da Silva');
    expect(greeting('Ana', new Date('2026-03-10T03:30:00Z'))).toBe('Olá, Ana');
  });
});

describe('clock', () => {
  it('reads DD/MM/YYYY HH:mm:ss in Brasília time', () => {
    expect(formatClock(new Date('2026-01-05T03:04:05Z'))).toBe('05/01/2026 00:04:05');
  });
});

describe('masks', () => {
  it('shapes a CPF as 000.000.000-00 as it is typed or pasted', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25');
  });

  it('shapes a date as DD/MM/AAAA', () => {
    expect(maskDate('140')).toBe('14/0');
    expect(maskDate('14031950')).toBe('14/03/1950');
  });
});

describe('birth date', () => {
  const today = new Date('2026-11-22T12:00:00Z');
  it('turns DD/MM/AAAA into the ISO date the API expects', () => {
    expect(parseBirthDate('14/03/1950', today)).toEqual({ ok: true, iso: '1950-03-14' });
  });
  it('explains an empty, malformed, impossible or future date', () => {
    expect(parseBirthDate('', today)).toEqual({ ok: false, msg: 'Informe a data de nascimento' });
    expect(parseBirthDate('14/3/50', today)).toEqual({ ok: false, msg: 'Data de nascimento inválida' });
    expect(parseBirthDate('31/02/1950', today)).toEqual({ ok: false, msg: 'Data de nascimento inválida' });
    expect(parseBirthDate('01/01/2030', today)).toEqual({ ok: false, msg: 'Data de nascimento inválida' });
  });
});
