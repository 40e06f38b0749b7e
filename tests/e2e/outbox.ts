// Without SMTP the API writes each e-mail to $DATA_DIR/outbox/*.eml; the recovery journey opens
// its link from there, as the member would from their mailbox.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { containing } from './text-pattern.ts';

/** The recovery link of the newest e-mail written since `since` (ms) that greets `firstName`. */
export function recoveryLinkFromOutbox(dataDir: string, portalUrl: string, firstName: string, since: number): Promise<string> {
  const link = new RegExp(`${containing(portalUrl).source}/[A-Za-z0-9_-]{32,128}`);
  return linkFromOutbox(dataDir, link, (text) => text.includes(`Olá, ${firstName}`), since, `e-mail de recuperação para ${firstName} na caixa de saída`);
}

/** The representative's invitation link `${portalUrl}/convite/{token}` (issue 23 §4), as above. */
export function invitationLinkFromOutbox(dataDir: string, portalUrl: string, firstName: string, since: number): Promise<string> {
  const link = new RegExp(`${containing(portalUrl).source}/convite/[A-Za-z0-9_-]{32,128}`);
  return linkFromOutbox(dataDir, link, (text) => text.includes(`Olá, ${firstName}`), since, `e-mail de convite para ${firstName} na caixa de saída`);
}

/** The first `link` in the newest e-mail written since `since` (ms) whose text `accept`s. */
export async function linkFromOutbox(dataDir: string, link: RegExp, accept: (text: string) => boolean, since: number, message: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      found = emailsSince(join(dataDir, 'outbox'), since)
        .filter(accept)
        .map((text) => text.match(link)?.[0])
        .find(Boolean);
      return found;
    }, { message, timeout: 20_000 })
    .toBeTruthy();
  return found!;
}

function emailsSince(outbox: string, since: number): string[] {
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .map((name) => join(outbox, name))
    .filter((path) => statSync(path).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((path) => decodeBody(readFileSync(path, 'utf8')));
}

// Mail bodies with accents travel quoted-printable or base64 (nodemailer picks); the link must
// be read from the decoded text, where a soft line break cannot split it.
function decodeBody(eml: string): string {
  const [headers = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
