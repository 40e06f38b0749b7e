// The demo representative (issue 23 §4): Maria's son Carlos Eduardo, a representative-only account
// (he is not a member) with a 'consultar' invitation from Maria already accepted.
import type { Db } from '../db/client.ts';
import { associates, representations } from '../db/schema.ts';
import { hashPassword } from '../services/passwords.ts';

export const DEMO_REPRESENTATIVE = {
  name: 'Carlos Eduardo da Silva', cpf: '46102938704', email: 'carlos.eduardo@example.com.br', password: 'Filho#Maria2026',
} as const;

export async function seedRepresentatives(tx: Db, mariaId: number, today: Date): Promise<void> {
  const { name, cpf, email, password } = DEMO_REPRESENTATIVE;
  const [carlos] = await tx.insert(associates).values({
    cpf, name, email, birthDate: null, passwordHash: await hashPassword(password), representativeOnly: true,
  }).returning({ id: associates.id });
  // Invited and accepted a month before the demo's today.
  const since = new Date(today.getTime() - 30 * 86_400_000);
  await tx.insert(representations).values({
    memberId: mariaId, representativeId: carlos!.id, name, cpf, email, scope: 'consultar', kind: 'convite', createdAt: since, acceptedAt: since,
  });
}
