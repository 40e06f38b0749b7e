// The sandbox's whole state in one JSON file under $DATA_DIR/payment-sandbox/, rewritten after
// every change (write to a temporary file, then rename), so a restart keeps customers, cards,
// bills and the ledger exactly as they were.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CardOutcome } from './test-cards.ts';

export type Customer = { id: number; name: string; email: string; code: string; registry_code: string | null; status: string };

export type PaymentProfile = {
  id: number;
  status: 'active' | 'inactive';
  holder_name: string;
  card_expiration: string;
  card_number_first_six: string;
  card_number_last_four: string;
  token: string;
  gateway_token: string;
  payment_company: { name: string; code: string };
  customer_id: number;
  outcome: CardOutcome;
  created_at: string;
};

/** What the public endpoint handed out: never the full number, only what a profile keeps. */
export type PendingToken = Omit<PaymentProfile, 'id' | 'status' | 'customer_id' | 'token' | 'created_at'> & {
  expires_at: string;
  used: boolean;
};

export type Charge = {
  id: number;
  amount: string;
  status: 'paid' | 'pending' | 'rejected' | 'canceled';
  payment_method: { code: string };
  paid_at: string | null;
  last_transaction: {
    id: number;
    status: 'success' | 'rejected' | 'waiting' | 'failure';
    gateway_message: string;
    gateway_response_fields: Record<string, string> | null;
  };
};

export type Bill = {
  id: number;
  code: string | null;
  amount: string;
  status: 'paid' | 'pending' | 'canceled';
  customer_id: number;
  payment_profile_id: number | null;
  metadata: Record<string, string>;
  charges: Charge[];
  created_at: string;
};

export type Subscription = { id: number; customer_id: number; status: string; payment_method_code: string; payment_profile_id: number | null };

/** One line per charge attempt the sandbox accepted: tests count charges here. */
export type LedgerEntry = { bill_id: number; charge_id: number; amount: string; payment_method_code: string; status: string; metadata: Record<string, string>; at: string };

export type State = {
  nextId: number;
  customers: Customer[];
  paymentProfiles: PaymentProfile[];
  pendingTokens: PendingToken[];
  subscriptions: Subscription[];
  bills: Bill[];
  ledger: LedgerEntry[];
};

export type Store = { state: State; nextId(): number; save(): void };

export function openStore(dataDir: string, initial: () => State): Store {
  const dir = join(dataDir, 'payment-sandbox');
  const file = join(dir, 'state.json');
  mkdirSync(dir, { recursive: true });
  let state: State;
  try {
    state = JSON.parse(readFileSync(file, 'utf8')) as State;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    state = initial();
  }
  const save = () => {
    writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 1));
    renameSync(`${file}.tmp`, file);
  };
  save();
  return { state, nextId: () => state.nextId++, save };
}
