// The login-flow cookie holds a full CPF: it must be unreadable, unforgeable and short-lived.
import { describe, expect, it } from 'vitest';
import { deriveCookieKey, seal, unseal } from '../../src/lib/session/sealed.ts';

const key = deriveCookieKey('shared-api-key');
const flow = { cpf: '52998224725', associateId: 1, firstName: 'Maria', complete: true };

describe('sealed cookies', () => {
  it('opens what it sealed, on any instance sharing the API key', () => {
    const sealed = seal(key, 'login', flow, 900);
    expect(unseal(deriveCookieKey('shared-api-key'), 'login', sealed)).toEqual(flow);
  });

  it('does not show the CPF to the browser', () => {
    const sealed = seal(key, 'login', flow, 900);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('52998224725');
  });

  it('refuses a tampered value, another key, another purpose and an expired one', () => {
    const now = Date.now();
    const sealed = seal(key, 'login', flow, 900, now);
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(unseal(key, 'login', raw.toString('base64url'), now)).toBeUndefined();
    expect(unseal(deriveCookieKey('other-key'), 'login', sealed, now)).toBeUndefined();
    expect(unseal(key, 'flash', sealed, now)).toBeUndefined();
    expect(unseal(key, 'login', sealed, now + 901_000)).toBeUndefined();
    expect(unseal(key, 'login', 'garbage', now)).toBeUndefined();
  });
});
