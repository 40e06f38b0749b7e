// The back office's guard and menu (DESIGN §10): its pages need the staff session (never the
// member's), the sign-in page is its own public page, and each role's menu lists only its areas,
// in the order of the issue.
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../contract/staff-roles.ts';
import { areaKeyOf, areasFor, GESTAO_AREAS } from '../../src/lib/gestao/navigation.ts';
import { routeAccess } from '../../src/lib/routes.ts';

describe('routeAccess for /gestao', () => {
  it('asks the staff session everywhere but its sign-in page and enrolment links', () => {
    for (const path of ['/gestao', '/gestao/', '/gestao/equipe', '/gestao/auditoria/csv', '/gestao/comunicacao/noticias/3']) {
      expect(routeAccess(path), path).toBe('staff');
    }
    expect(routeAccess('/gestao/entrar')).toBe('staff-public');
    expect(routeAccess('/gestao/ativar/x-I3j2n-KvmoT6Q8AshcO2iIUAamcLjmH0DSs-v5Ky8')).toBe('open');
  });
});

describe('the Gestão menu', () => {
  it('lists every area in the issue order for admin', () => {
    expect(areasFor('admin').map((area) => area.label)).toEqual(['Início', 'Comunicação', 'Atendimento', 'Jurídico', 'Financeiro', 'Equipe', 'Auditoria']);
  });

  it('gives every other role Início and its own area only', () => {
    for (const role of STAFF_ROLES.filter((role) => role !== 'admin')) {
      expect(areasFor(role).map((area) => area.key), role).toEqual(['', role]);
    }
  });

  it('finds the area of a path', () => {
    expect(areaKeyOf('/gestao')).toBe('');
    expect(areaKeyOf('/gestao/equipe/3')).toBe('equipe');
    expect(GESTAO_AREAS.every((area) => area.href === (area.key ? `/gestao/${area.key}` : '/gestao'))).toBe(true);
  });
});
