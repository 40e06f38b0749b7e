// The browser tests and the benchmark run the real stack (API + built portal) on a throwaway
// DATA_DIR: fresh demo data on every run, and never the operator's own ./data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What scripts/test-stacks.ts prints once every stack it started answers. */
export const STACKS_READY_LINE = 'Pilhas de teste prontas';

export type TestStack = {
  portalUrl: string;
  /** The stack's own payment sandbox (ledger and PIX confirmation for the journeys). */
  paymentSandboxUrl: string;
  /** The stack's own SMS sandbox (what it received, for the notice journeys). */
  smsSandboxUrl: string;
  dataDir: string;
  /** Environment for `scripts/start.ts`. */
  env: Record<string, string>;
};

export function testStack(name: string, ports: { portal: number; api: number; payment: number; sms: number }, extraEnv: Record<string, string> = {}): TestStack {
  const portalUrl = `http://127.0.0.1:${ports.portal}`;
  const paymentSandboxUrl = `http://127.0.0.1:${ports.payment}`;
  const smsSandboxUrl = `http://127.0.0.1:${ports.sms}`;
  const dataDir = temporaryDataDir(name);
  return {
    portalUrl,
    paymentSandboxUrl,
    smsSandboxUrl,
    dataDir,
    env: {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(ports.portal),
      ASSOCIATE_API_URL: `http://127.0.0.1:${ports.api}`,
      // Links in e-mails (password recovery) must lead back to this very stack.
      PUBLIC_URL: portalUrl,
      PAYMENT_SANDBOX_URL: paymentSandboxUrl,
      SMS_SANDBOX_URL: smsSandboxUrl,
      // Quiet, yet a failure still says why (pino levels; the portal follows the same names).
      LOG_LEVEL: 'warn',
      // What the services said, for journeys that search it (tests/e2e/finance-card-secrecy.spec.ts).
      STACK_LOG_FILE: join(dataDir, 'stack.log'),
      ...extraEnv,
    },
  };
}

// Playwright loads its config in the runner and again in every worker; the workers inherit the
// runner's environment, so remembering the directory there makes all of them agree on it. The
// directory goes when the process that created it exits (after the stack has been stopped).
function temporaryDataDir(name: string): string {
  const key = `TEST_STACK_DATA_DIR_${name.toUpperCase().replace(/\W/g, '_')}`;
  const existing = process.env[key];
  if (existing) return existing;
  const created = mkdtempSync(join(tmpdir(), `area-do-associado-${name}-`));
  process.env[key] = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  return created;
}
