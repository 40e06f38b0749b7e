// The sidebar of spec §2: eight items, then Perfil apart. An item is active when the first path
// segment is one of its sections (the news detail /noticia/… belongs to Últimas Notícias).
import { firstSegment } from './routes.ts';

export type NavItem = { label: string; href: string; sections: string[] };

export const MAIN_NAV: NavItem[] = [
  { label: 'Página Inicial', href: '/dashboard', sections: ['dashboard'] },
  { label: 'A.G.O', href: '/agoage', sections: ['agoage', 'comunicacaoago'] },
  { label: 'Pastas Compartilhadas', href: '/pastasCompartilhadas', sections: ['pastasCompartilhadas'] },
  { label: 'Financeiro', href: '/financeiro', sections: ['financeiro'] },
  { label: 'Relatórios contábeis', href: '/relatoriosContabeis', sections: ['relatoriosContabeis'] },
  { label: 'Jurídico', href: '/juridico', sections: ['juridico'] },
  { label: 'Últimas Notícias', href: '/noticias', sections: ['noticias', 'noticia'] },
  { label: 'FAQ', href: '/faq', sections: ['faq'] },
];

export const PROFILE_NAV: NavItem = { label: 'Perfil', href: '/profile', sections: ['profile'] };

/** Beside Perfil, the member's own things that the spec's menu predates (issues 12 and 23). */
export const ACCOUNT_NAV: NavItem[] = [
  PROFILE_NAV,
  { label: 'Carteirinha', href: '/carteirinha', sections: ['carteirinha'] },
  { label: 'Declarações', href: '/declaracoes', sections: ['declaracoes'] },
  { label: 'Atendimento', href: '/atendimento', sections: ['atendimento'] },
  { label: 'Avisos', href: '/avisos', sections: ['avisos'] },
  { label: 'Meus dados', href: '/meus-dados', sections: ['meus-dados'] },
  { label: 'Representantes', href: '/representantes', sections: ['representantes'] },
];

/** What a representative never opens in the member's name (issue 23 §4): hidden from their menu. */
export const MEMBER_ONLY_SECTIONS = new Set(['meus-dados', 'representantes']);

export const isActive = (item: NavItem, pathname: string) => item.sections.includes(firstSegment(pathname));
