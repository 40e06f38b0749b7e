// The stack's payment sandbox as the journeys use it: its ledger (how many charges an invoice
// got) and the test-only confirmation of a PIX charge, as the member's bank would do. Those calls
// take the sandbox's private key, which `npm start` generated into the stack's DATA_DIR.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type LedgerEntry = { bill_id: number; charge_id: number; status: string; payment_method_code: string; metadata: Record<string, string> };
export type Sandbox = { paymentSandboxUrl: string; dataDir: string };

const privateAuth = (sandbox: Sandbox) =>
  ({ authorization: `Basic ${btoa(`${readFileSync(join(sandbox.dataDir, 'payment-private-key'), 'utf8').trim()}:`)}` });

export async function chargesOf(sandbox: Sandbox, invoiceId: string): Promise<LedgerEntry[]> {
  const response = await fetch(`${sandbox.paymentSandboxUrl}/_sandbox/ledger`, { headers: privateAuth(sandbox) });
  const { ledger } = (await response.json()) as { ledger: LedgerEntry[] };
  return ledger.filter((entry) => entry.metadata.invoice_id === invoiceId);
}

export async function confirmPix(sandbox: Sandbox, invoiceId: string): Promise<void> {
  const [charge] = (await chargesOf(sandbox, invoiceId)).filter((entry) => entry.payment_method_code === 'pix' && entry.status === 'pending');
  if (!charge) throw new Error(`nenhuma cobrança PIX pendente para a fatura ${invoiceId}`);
  const response = await fetch(`${sandbox.paymentSandboxUrl}/_sandbox/charges/${charge.charge_id}/confirm`, { method: 'POST', headers: privateAuth(sandbox) });
  if (!response.ok) throw new Error(`confirmação PIX: ${response.status}`);
}
