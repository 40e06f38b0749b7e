// The stack's payment sandbox as the journeys use it: its ledger (how many charges an invoice
// got) and the test-only confirmation of a PIX charge, as the member's bank would do.
type LedgerEntry = { bill_id: number; charge_id: number; status: string; payment_method_code: string; metadata: Record<string, string> };

export async function chargesOf(sandboxUrl: string, invoiceId: string): Promise<LedgerEntry[]> {
  const { ledger } = (await (await fetch(`${sandboxUrl}/_sandbox/ledger`)).json()) as { ledger: LedgerEntry[] };
  return ledger.filter((entry) => entry.metadata.invoice_id === invoiceId);
}

export async function confirmPix(sandboxUrl: string, invoiceId: string): Promise<void> {
  const [charge] = (await chargesOf(sandboxUrl, invoiceId)).filter((entry) => entry.payment_method_code === 'pix');
  if (!charge) throw new Error(`nenhuma cobrança PIX para a fatura ${invoiceId}`);
  const response = await fetch(`${sandboxUrl}/_sandbox/charges/${charge.charge_id}/confirm`, { method: 'POST' });
  if (!response.ok) throw new Error(`confirmação PIX: ${response.status}`);
}
