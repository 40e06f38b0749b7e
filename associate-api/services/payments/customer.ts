// The member as the payment provider knows them (customer code = CPF), found or created on first
// need. `db` is the caller's transaction when there is one: on PGlite a query outside a running
// transaction waits for it to end, so reading through the outer handle would wait for ourselves.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { associates } from '../../db/schema.ts';
import { MSG } from '../../messages.ts';
import { ApiError } from '../../middleware/errors.ts';
import type { PaymentProvider } from './provider.ts';
import { atProvider } from './provider-errors.ts';

export async function providerCustomer(db: Db, payments: PaymentProvider, associateId: number, fallback: string): Promise<string> {
  const [member] = await db.select({ cpf: associates.cpf, name: associates.name, email: associates.email })
    .from(associates).where(eq(associates.id, associateId));
  if (!member) throw new ApiError(401, MSG.sessionExpired);
  return atProvider(fallback, () => payments.customerFor(member));
}
