// Sessions told apart (issue 20, item 11): browser, system and approximate network.
import { describe, expect, it } from 'vitest';
import { sessionLabel } from '../../src/lib/profile/session-label.ts';

describe('sessionLabel', () => {
  it('names the browser, the system and the network, the unknown last byte as x', () => {
    expect(sessionLabel('Chrome no Windows', '189.40.12.0')).toBe('Chrome no Windows, pela rede 189.40.12.x');
    expect(sessionLabel('Safari no iPhone', '2001:db8:1:2::/64')).toBe('Safari no iPhone, pela rede 2001:db8:1:2::/64');
  });
  it('keeps the device alone for sessions opened before the network was kept', () => {
    expect(sessionLabel('Chrome no Windows', '')).toBe('Chrome no Windows');
    expect(sessionLabel('', undefined)).toBe('Navegador desconhecido');
  });
});
