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

export type DecodedMail = { to: string; subject: string; text: string };

/** A message as its reader sees it: the To and Subject headers and the body, all decoded. */
export function decodeMail(eml: string): DecodedMail {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '';
  const subject = header('Subject').replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) => (kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('latin1')
      : quotedPrintable(text.replace(/_/g, ' '))));
  const body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body, 'base64').toString('latin1')
    : encoding === 'quoted-printable' ? quotedPrintable(body.replace(/=\r?\n/g, '')) : body;
  return { to: header('To'), subject: Buffer.from(subject, 'latin1').toString('utf8'), text: Buffer.from(text, 'latin1').toString('utf8') };
}

const quotedPrintable = (text: string) => text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
