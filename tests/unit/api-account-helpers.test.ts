// Small pieces of the account-security work (issue #9) that members and limits rely on.
import { describe, expect, it } from 'vitest';
import { deviceCookies } from '../../associate-api/services/device-cookies.ts';
import { deviceLabel } from '../../associate-api/services/device-label.ts';
import { rateLimitNetwork, truncatedAddress } from '../../associate-api/services/ip-networks.ts';
import { maskEmail } from '../../associate-api/services/member-mail.ts';
import { formatDayAtTime } from '../../src/lib/datetime.ts';

describe('addresses', () => {
  it('counts IPv6 by its /64, however the address is written', () => {
    expect(rateLimitNetwork('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitNetwork('2001:0db8:00aa:00bb:ffff:1:2:3')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('keeps only a network in the sign-in history', () => {
    expect(truncatedAddress('203.0.113.45')).toBe('203.0.113.0');
    expect(truncatedAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(truncatedAddress('desconhecido')).toBe('');
  });
});

describe('device cookies', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const devices = deviceCookies('chave', () => now);

  it('vouch only for the CPF they were signed for, and keep other members of the same browser', () => {
    const maria = devices.issue('52998224725', undefined);
    const both = devices.issue('93541134780', maria);
    expect(devices.verify('52998224725', both)).toBe(devices.verify('52998224725', maria));
    expect(devices.verify('93541134780', both)).not.toBeNull();
    expect(devices.verify('11144477735', both)).toBeNull();
    expect(deviceCookies('outra-chave', () => now).verify('52998224725', maria)).toBeNull();
  });

  it('expire after 400 days', () => {
    const cookie = devices.issue('52998224725', undefined);
    const later = deviceCookies('chave', () => new Date(now.getTime() + 401 * 86_400_000));
    expect(later.verify('52998224725', cookie)).toBeNull();
  });
});

describe('what members read', () => {
  it('masks the e-mail the activation link went to', () => {
    expect(maskEmail('maria@gmail.com')).toBe('m•••@g•••.com');
    expect(maskEmail('jose.carlos@example.com.br')).toBe('j•••@e•••.com.br');
  });

  it('names the device from the user agent', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36')).toBe('Samsung Internet no Android');
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe('Safari no Mac');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge no Windows');
    expect(deviceLabel(undefined)).toBe('Navegador desconhecido');
  });

  it('writes the last access as DD/MM/YYYY às HH:mm in Brasília time', () => {
    expect(formatDayAtTime(new Date('2026-11-23T13:05:00Z'))).toBe('23/11/2026 às 10:05');
  });
});
