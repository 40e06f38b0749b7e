// CPF rules shared by the portal (instant and server-side checks) and the associate API
// (which must not trust the portal). Spec §5: digits only, 11 of them; we also check the
// two check digits, so a mistyped CPF is caught before any call.
import { formatCpf, isValidCpf } from '@brazilian-utils/brazilian-utils';

/** Keeps the digits of what the member typed or pasted ("529.982.247-25" → "52998224725"). */
export function cpfDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 11);
}

/** True only for 11 digits with valid check digits; letters or other characters are refused. */
export function isCpf(input: unknown): input is string {
  if (typeof input !== 'string') return false;
  const trimmed = input.trim();
  if (!/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(trimmed)) return false;
  return isValidCpf(trimmed);
}

/** 000.000.000-00, as the spec shows a CPF to the member. */
export function formatCpfForDisplay(digits: string): string {
  return formatCpf(digits);
}

/** Never a full CPF (***.982.247-**): in logs, on the protected viewer's watermark, on the public card check. */
export function maskCpf(input: string): string {
  const digits = cpfDigits(input);
  return digits.length === 11 ? formatCpf(digits, { obfuscate: true }) : '***';
}

export const maskCpfForLog = maskCpf;
