// Which rate-limit counters each sign-in call touches (DESIGN §7.2, §7.9), most specific first:
// an attempt refused by one counter is not counted by the next. Addresses are counted by network
// (IPv6 per /64). A caller holding a valid device cookie for the CPF is counted per device only,
// so attacks on the CPF or floods from elsewhere never reach the member's own browser.
import type { RateLimitConfig } from '../config.ts';
import { rateLimitNetwork } from '../services/ip-networks.ts';
import type { LimitedKey } from '../services/rate-limits.ts';

export const cpfKey = (cpf: string) => `login:cpf:${cpf}`;
export const deviceKey = (device: string) => `login:device:${device}`;
export const ipKey = (ip: string) => `login:ip:${rateLimitNetwork(ip)}`;
export const forgotCpfKey = (cpf: string) => `forgot:cpf:${cpf}`;
export const mailCpfKey = (cpf: string) => `mail:cpf:${cpf}`;

export function step1Keys(limits: RateLimitConfig, ip: string, device: string | null): LimitedKey[] {
  if (device) return [{ key: `step1:device:${device}`, rule: limits.perDevice }];
  return [{ key: `step1:ip:${rateLimitNetwork(ip)}`, rule: limits.perIp }];
}

/**
 * Step 1 calls from everybody together. Never a pause (that closed sign-in to every new device):
 * over the rule, step 1 answers without the name until the rate is normal again.
 */
export function step1GlobalKey(limits: RateLimitConfig): LimitedKey {
  return { key: 'step1:global', rule: { ...limits.step1Global, pause: false } };
}

export function step2Keys(limits: RateLimitConfig, ip: string, cpf: string, device: string | null): LimitedKey[] {
  if (device) return [{ key: deviceKey(device), rule: limits.perDevice }];
  return [
    { key: cpfKey(cpf), rule: limits.perCpf },
    { key: ipKey(ip), rule: limits.perIp },
  ];
}

/**
 * A browser the member signed in from is counted per device: requests from elsewhere never use up
 * the CPF's allowance or the day's e-mail cap for it (DESIGN §7.9).
 */
export function forgotKeys(limits: RateLimitConfig, ip: string, cpf: string, device: string | null): LimitedKey[] {
  if (device) return [{ key: `forgot:device:${device}`, rule: limits.perDevice }];
  return [
    { key: forgotCpfKey(cpf), rule: limits.forgotPerCpf },
    { key: `forgot:ip:${rateLimitNetwork(ip)}`, rule: limits.perIp },
    mailKey(limits, cpf),
  ];
}

/** Recovery and activation e-mails together, per CPF per day: nobody floods a member's mailbox. */
export function mailKey(limits: RateLimitConfig, cpf: string): LimitedKey {
  return { key: mailCpfKey(cpf), rule: limits.mailsPerCpfDaily };
}

export const recoveryIpKey = (ip: string) => `recovery:ip:${rateLimitNetwork(ip)}`;

export function recoveryKeys(limits: RateLimitConfig, ip: string): LimitedKey[] {
  return [{ key: recoveryIpKey(ip), rule: limits.perIp }];
}

/** A signed-in member confirming their current password (e-mail or password change). */
export function currentPasswordKeys(limits: RateLimitConfig, associateId: number): LimitedKey[] {
  return [{ key: `current-password:${associateId}`, rule: limits.perCpf }];
}
