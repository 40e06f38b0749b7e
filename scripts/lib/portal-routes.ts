// The portal's pages as the browser tests and the benchmark visit them. One list, so a page that
// a later issue adds is guarded, checked by axe and weighed by adding one line here.
export type PortalPage = {
  path: string;
  /** Private pages are reached signed in as Maria, who has data in every area (DESIGN.md §8). */
  access: 'public' | 'private';
};

export const LOGIN_PAGE: PortalPage = { path: '/', access: 'public' };
export const NOT_FOUND_PAGE: PortalPage = { path: '/nao-existe/pagina', access: 'public' };
// Open to everybody; measured signed out, where it must stay without JavaScript.
export const ACCESSIBILITY_PAGE: PortalPage = { path: '/acessibilidade', access: 'public' };

export const PRIVATE_PAGES: PortalPage[] = [
  '/dashboard',
  '/profile',
  '/faq',
  '/noticias',
  // The first news item of the demo data (ids start at 1 in a freshly seeded database).
  '/noticia/1',
  '/relatoriosContabeis',
  '/agoage',
  '/agoage/2024',
  '/agoage/2025',
  '/comunicacaoago',
  '/financeiro',
  '/financeiro/assinatura',
  '/financeiro/cartoes',
  '/financeiro/faturas',
  '/juridico',
  '/juridico/processos',
  '/juridico/informativo',
  '/pastasCompartilhadas',
  '/busca',
  '/carteirinha',
  '/declaracoes',
  '/declaracoes/associado',
  '/atendimento',
  '/meus-dados',
  '/representantes',
  '/representados',
  '/avisos',
].map((path) => ({ path, access: 'private' as const }));

export const ALL_PAGES: PortalPage[] = [LOGIN_PAGE, ACCESSIBILITY_PAGE, ...PRIVATE_PAGES, NOT_FOUND_PAGE];
