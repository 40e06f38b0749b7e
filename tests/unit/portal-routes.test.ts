// Which routes the guard protects and which paths may be recovery links (spec §2).
import { describe, expect, it } from 'vitest';
import { isActive, MAIN_NAV, PROFILE_NAV } from '../../src/lib/navigation.ts';
import { isRecoveryToken, routeAccess } from '../../src/lib/routes.ts';

describe('routeAccess', () => {
  it('protects every private page of spec §2, including nested ones', () => {
    for (const path of ['/dashboard', '/profile', '/faq', '/noticias', '/noticia/3', '/relatoriosContabeis',
      '/agoage/2024', '/comunicacaoago', '/financeiro', '/financeiro/faturas', '/juridico/processos/7',
      '/pastasCompartilhadas/12/3', '/noticias/imagem/1.webp', '/declaracoes', '/declaracoes/quitacao/2025.pdf']) {
      expect(routeAccess(path), path).toBe('private');
    }
  });

  it('treats the sign-in page and token-shaped paths as public, everything else as open', () => {
    expect(routeAccess('/')).toBe('public');
    expect(routeAccess('/x-I3j2n-KvmoT6Q8AshcO2iIUAamcLjmH0DSs-v5Ky8')).toBe('public');
    expect(routeAccess('/abc')).toBe('open');
    expect(routeAccess('/logout')).toBe('open');
    expect(routeAccess('/x-I3j2n-KvmoT6Q8AshcO2iIUAamcLjmH0DSs-v5Ky8/more')).toBe('open');
  });

  it('accepts only tokens shaped like the API generates them', () => {
    expect(isRecoveryToken('x-I3j2n-KvmoT6Q8AshcO2iIUAamcLjmH0DSs-v5Ky8')).toBe(true);
    expect(isRecoveryToken('short')).toBe(false);
    expect(isRecoveryToken('has.dots.and/slashes_but_long_enough_1234567890')).toBe(false);
  });
});

describe('sidebar', () => {
  it('lists the eight items of spec §2 in order, Perfil apart', () => {
    expect(MAIN_NAV.map((item) => item.label)).toEqual([
      'Página Inicial', 'A.G.O', 'Pastas Compartilhadas', 'Financeiro', 'Relatórios contábeis', 'Jurídico',
      'Últimas Notícias', 'FAQ',
    ]);
    expect(PROFILE_NAV.label).toBe('Perfil');
  });

  it('marks the item of the first path segment active', () => {
    const active = (path: string) => [...MAIN_NAV, PROFILE_NAV].filter((item) => isActive(item, path)).map((i) => i.label);
    expect(active('/financeiro/faturas')).toEqual(['Financeiro']);
    expect(active('/noticia/4')).toEqual(['Últimas Notícias']);
    expect(active('/profile')).toEqual(['Perfil']);
    expect(active('/')).toEqual([]);
  });
});
