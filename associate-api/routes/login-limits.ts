// Which rate-limit counters each sign-in call touches (DESIGN §7.2).
import type { RateLimitConfig } from '../config.ts';
import type { LimitedKey } from '../services/rate-limits.ts';

export function step1Keys(limits: RateLimitConfig, ip: string): LimitedKey[] {
  return [
    { key: `step1:ip:${ip}`, rule: limits.perIp },
    { key: 'step1:global', rule: limits.step1Global },
  ];
}

export function step2Keys(limits: RateLimitConfig, ip: string, cpf: string): LimitedKey[] {
  return [
    { key: `login:cpf:${cpf}`, rule: limits.perCpf },
    { key: `login:ip:${ip}`, rule: limits.perIp },
  ];
}

export function forgotKeys(limits: RateLimitConfig, ip: string, cpf: string): LimitedKey[] {
  return [
    { key: `forgot:cpf:${cpf}`, rule: limits.forgotPerCpf },
    { key: `forgot:ip:${ip}`, rule: limits.perIp },
  ];
}

export function recoveryKeys(limits: RateLimitConfig, ip: string): LimitedKey[] {
  return [{ key: `recovery:ip:${ip}`, rule: limits.perIp }];
}
