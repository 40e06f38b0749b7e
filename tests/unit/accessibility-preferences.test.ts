import { describe, expect, it } from 'vitest';
import { applyAction, htmlClasses, isPreferenceAction, type Preferences } from '../../src/lib/a11y/preferences.ts';

const normal: Preferences = { highContrast: false, textSize: 100 };

describe('preferências da barra de acessibilidade', () => {
  it('A+ sobe 100→125→150→200 e para no 200; A− desce até 100; A volta a 100', () => {
    let p = normal;
    const sizes = [];
    for (let i = 0; i < 4; i++) { p = applyAction(p, 'aumentar'); sizes.push(p.textSize); }
    expect(sizes).toEqual([125, 150, 200, 200]);
    expect(applyAction(p, 'diminuir').textSize).toBe(150);
    expect(applyAction(normal, 'diminuir').textSize).toBe(100);
    expect(applyAction(p, 'normal')).toEqual({ highContrast: false, textSize: 100 });
  });

  it('alto contraste alterna e não mexe no tamanho', () => {
    const on = applyAction({ highContrast: false, textSize: 150 }, 'contraste');
    expect(on).toEqual({ highContrast: true, textSize: 150 });
    expect(applyAction(on, 'contraste').highContrast).toBe(false);
  });

  it('vira classes de <html> só quando difere do normal', () => {
    expect(htmlClasses(normal)).toEqual([]);
    expect(htmlClasses({ highContrast: true, textSize: 200 })).toEqual(['alto-contraste', 'texto-200']);
  });

  it('aceita só as quatro ações', () => {
    expect(['contraste', 'aumentar', 'diminuir', 'normal'].every(isPreferenceAction)).toBe(true);
    expect(isPreferenceAction('apagar')).toBe(false);
    expect(isPreferenceAction(undefined)).toBe(false);
  });
});
