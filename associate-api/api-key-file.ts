// The API key shared by the portal and the associate API. On a fresh machine nobody has set
// ASSOCIATE_API_KEY, so the first start creates one under the data directory (readable only by
// the service's user) and every later start, of the API and of the portal launcher, reuses it.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE_NAME = 'api-key';

/**
 * Reads `$dataDir/api-key` (or another secret's file), creating it (256-bit random, mode 0600)
 * when missing or empty. The launcher keeps the payment sandbox's keys the same way.
 */
export function loadOrCreateApiKey(dataDir: string, fileName = FILE_NAME): string {
  const path = join(dataDir, fileName);
  const existing = readKey(path);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails if another process created the file in the meantime; then we use theirs.
    writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const raced = readKey(path);
    if (raced) return raced;
    writeFileSync(path, `${key}\n`, { mode: 0o600 });
  }
  chmodSync(path, 0o600);
  return key;
}

function readKey(path: string): string | null {
  try {
    const value = readFileSync(path, 'utf8').trim();
    return value.length > 0 ? value : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
