// The back office's menu (DESIGN §10), in this order, each area with the roles that see it (admin
// sees everything). An area's pages live under its href; to build one, add its pages under
// src/pages/gestao/{area}/ (they replace the 'em construção' placeholder of [area].astro) and
// check the same roles in the API with staffRoute(…). Início lists the same areas.
import { roleAllows, type StaffRole } from '../../../contract/staff-roles.ts';

export type GestaoArea = {
  /** The path segment after /gestao/ ('' for Início). */
  key: string;
  label: string;
  href: string;
  /** What Início says of the area. */
  description: string;
  roles: readonly StaffRole[];
};

export const GESTAO_AREAS: readonly GestaoArea[] = [
  { key: '', label: 'Início', href: '/gestao', description: 'As áreas da Gestão que o seu perfil permite usar.', roles: ['comunicacao', 'juridico', 'atendimento', 'financeiro'] },
  { key: 'comunicacao', label: 'Comunicação', href: '/gestao/comunicacao', description: 'Notícias, perguntas frequentes, relatórios contábeis, documentos da A.G.O e informativos.', roles: ['comunicacao'] },
  { key: 'atendimento', label: 'Atendimento', href: '/gestao/atendimento', description: 'Buscar associados, links de primeiro acesso, desbloqueios e sessões.', roles: ['atendimento'] },
  { key: 'juridico', label: 'Jurídico', href: '/gestao/juridico', description: 'Processos, pastas compartilhadas, termos e relatórios de aceite.', roles: ['juridico'] },
  { key: 'financeiro', label: 'Financeiro', href: '/gestao/financeiro', description: 'Faturas, pagamentos e eventos do provedor de pagamento (somente leitura).', roles: ['financeiro'] },
  { key: 'equipe', label: 'Equipe', href: '/gestao/equipe', description: 'Contas da equipe: criar, desativar e gerar novo link de cadastro.', roles: [] },
  { key: 'auditoria', label: 'Auditoria', href: '/gestao/auditoria', description: 'Registro de tudo o que a equipe alterou ou consultou de dados pessoais.', roles: [] },
];

export const areaByKey = (key: string) => GESTAO_AREAS.find((area) => area.key === key);

export const areasFor = (role: StaffRole) => GESTAO_AREAS.filter((area) => roleAllows(role, area.roles));

/** The area a path belongs to: /gestao/equipe/… → equipe. */
export const areaKeyOf = (pathname: string) => pathname.split('/').filter(Boolean)[1] ?? '';
