// Structured logs to stdout. Request bodies, cookies, keys and tokens are never logged; a CPF
// appears only masked (maskCpfForLog).
import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'associate-api' },
    redact: { paths: ['password', 'token', 'cookie', 'apiKey', '*.password', '*.token'], censor: '[oculto]' },
  });
}
