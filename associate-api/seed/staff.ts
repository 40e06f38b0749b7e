// One demo staff account per role (DESIGN §10), already enrolled, with published passwords and
// FIXED TOTP secrets so that a person (any authenticator app) and the tests can compute codes.
// Loaded only with the demo data, never into a real association's database.
import type { StaffRole } from '../../contract/staff-roles.ts';
import type { Db } from '../db/client.ts';
import { staffAccounts } from '../db/schema.ts';
import { hashPassword } from '../services/passwords.ts';

export const DEMO_STAFF_PASSWORD = 'Gestao#Demo2026';
export const DEMO_STAFF_DOMAIN = 'associacao.example.com.br';

type DemoStaff = { role: StaffRole; email: string; name: string; totpSecret: string };

// Base32 (A–Z, 2–7), 160 bits each.
export const DEMO_STAFF: Record<StaffRole, DemoStaff> = {
  admin: { role: 'admin', email: `admin@${DEMO_STAFF_DOMAIN}`, name: 'Helena Prado', totpSecret: 'GESTAODEMOADMINXXXXXXXXXXXXXXXXX' },
  comunicacao: { role: 'comunicacao', email: `comunicacao@${DEMO_STAFF_DOMAIN}`, name: 'Carlos Menezes', totpSecret: 'GESTAODEMOCOMUNICACAOXXXXXXXXXXX' },
  juridico: { role: 'juridico', email: `juridico@${DEMO_STAFF_DOMAIN}`, name: 'Beatriz Lacerda', totpSecret: 'GESTAODEMOJURIDICOXXXXXXXXXXXXXX' },
  atendimento: { role: 'atendimento', email: `atendimento@${DEMO_STAFF_DOMAIN}`, name: 'Rosana Alves', totpSecret: 'GESTAODEMOATENDIMENTOXXXXXXXXXXX' },
  financeiro: { role: 'financeiro', email: `financeiro@${DEMO_STAFF_DOMAIN}`, name: 'Paulo Teixeira', totpSecret: 'GESTAODEMOFINANCEIROXXXXXXXXXXXX' },
};

export async function seedStaff(tx: Db, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await tx.insert(staffAccounts).values(Object.values(DEMO_STAFF).map((staff) => ({
    email: staff.email, name: staff.name, role: staff.role, totpSecret: staff.totpSecret, passwordHash, enrolledAt: now, createdAt: now,
  })));
}
