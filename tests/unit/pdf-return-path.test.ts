import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../src/lib/pdf/return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this portal, with its query', () => {
    expect(safeReturnPath('/agoage/2025')).toBe('/agoage/2025');
    expect(safeReturnPath('/relatoriosContabeis?ano=2024')).toBe('/relatoriosContabeis?ano=2024');
  });

  it('refuses anything that could leave the portal', () => {
    for (const hostile of ['https://evil.example/', '//evil.example', '/\\evil.example', 'agoage', '/\nx', '', null]) {
      expect(safeReturnPath(hostile)).toBeNull();
    }
  });
});
