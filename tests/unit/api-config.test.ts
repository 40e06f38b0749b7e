// The API's settings from the environment and the shared key file the launcher also reads.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateApiKey } from '../../associate-api/api-key-file.ts';
import { configFromEnv } from '../../associate-api/config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

describe('loadOrCreateApiKey', () => {
  it('creates a 256-bit key readable only by its owner, then keeps returning it', () => {
    const dir = join(tempDir(), 'novo');
    const key = loadOrCreateApiKey(dir);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(statSync(join(dir, 'api-key')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateApiKey(dir)).toBe(key);
  });

  it('uses a key an operator put in the file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'api-key'), 'chave-do-operador\n');
    expect(loadOrCreateApiKey(dir)).toBe('chave-do-operador');
  });
});

describe('configFromEnv', () => {
  it('listens where ASSOCIATE_API_URL points and takes the key from the environment when set', () => {
    const config = configFromEnv({ ASSOCIATE_API_URL: 'http://127.0.0.1:4531', ASSOCIATE_API_KEY: 'k', DATA_DIR: tempDir() });
    expect(config).toMatchObject({ host: '127.0.0.1', port: 4531, apiKey: 'k', databaseUrl: undefined });
  });

  it('falls back to the key file in DATA_DIR', () => {
    const dataDir = tempDir();
    const config = configFromEnv({ DATA_DIR: dataDir });
    expect(config.apiKey).toBe(readFileSync(join(dataDir, 'api-key'), 'utf8').trim());
    expect(config.port).toBe(4010);
  });

  it('accepts a fractional idle limit and rate-limit overrides', () => {
    const config = configFromEnv({ ASSOCIATE_API_KEY: 'k', SESSION_IDLE_MINUTES: '0.05', RATE_LIMIT_CPF_MAX: '1000', RATE_LIMIT_BLOCK_MAX_MINUTES: '2' });
    expect(config.sessionIdleMs).toBe(3000);
    expect(config.rateLimits.perCpf.max).toBe(1000);
    expect(config.rateLimits.blockMaxMs).toBe(120_000);
  });

  it('loads demo data by default only into the embedded PGlite, never into PostgreSQL unless DEMO_DATA=on', () => {
    const base = { ASSOCIATE_API_KEY: 'k', DATA_DIR: tempDir() };
    expect(configFromEnv(base).demoData).toBe(true);
    expect(configFromEnv({ ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1/area' }).demoData).toBe(false);
    expect(configFromEnv({ ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1/area', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(configFromEnv({ ...base, DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('reads the support phone from ASSOCIATION_SUPPORT_PHONE, with a demo number by default', () => {
    expect(configFromEnv({ ASSOCIATE_API_KEY: 'k', ASSOCIATION_SUPPORT_PHONE: '(61) 3333-4444' }).supportPhone).toBe('(61) 3333-4444');
    expect(configFromEnv({ ASSOCIATE_API_KEY: 'k' }).supportPhone).toMatch(/\(\d{2}\) \d{4}-\d{4}/);
  });

  it.each(['0', '-5', 'muito'])('refuses SESSION_IDLE_MINUTES=%s instead of running with a broken limit', (value) => {
    expect(() => configFromEnv({ ASSOCIATE_API_KEY: 'k', SESSION_IDLE_MINUTES: value })).toThrow(/SESSION_IDLE_MINUTES/);
  });
});
