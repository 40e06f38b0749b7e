// The staff roles of DESIGN §10, shared by the API (requireStaff) and the portal (menu, labels).
export const STAFF_ROLES = ['admin', 'comunicacao', 'juridico', 'atendimento', 'financeiro'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administração',
  comunicacao: 'Comunicação',
  juridico: 'Jurídico',
  atendimento: 'Atendimento',
  financeiro: 'Financeiro',
};

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** Admin passes everywhere; everyone else only where their role is listed. */
export const roleAllows = (role: StaffRole, allowed: readonly StaffRole[]) => role === 'admin' || allowed.includes(role);
