// Reads the recovery link out of the .eml files the API writes to $DATA_DIR/outbox/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function outboxMessages(outboxDir: string): string[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir).sort().map((name) => readFileSync(join(outboxDir, name), 'utf8'));
}

/** Waits for the n-th message (the forgot route sends without making the member wait). */
export async function waitForMessage(outboxDir: string, count: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const messages = outboxMessages(outboxDir);
    if (messages.length >= count) return messages[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nenhuma mensagem nº ${count} na caixa de saída`);
}

/** The token at the end of the recovery link `${PUBLIC_URL}/{token}`. */
export function recoveryToken(message: string, publicUrl: string): string {
  const unfolded = message.replace(/=\r?\n/g, '');
  const match = new RegExp(`${publicUrl.replace(/[.]/g, '\\.')}/([A-Za-z0-9_-]{43})`).exec(unfolded);
  if (!match) throw new Error('link de recuperação ausente da mensagem');
  return match[1]!;
}
