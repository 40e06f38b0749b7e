// argon2id (OWASP's first choice) through a prebuilt N-API addon, so it runs on Node 24.
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports it as a const enum, which type stripping cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// Verified when the CPF is unknown or has no password, so a wrong CPF costs the same time as a
// wrong password and timing tells nobody which CPFs are members.
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('tempo-constante-nao-e-uma-senha');
  await verifyPassword(await dummyHash, password);
}
