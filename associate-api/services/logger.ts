// Structured logs to stdout. Request bodies, cookies, keys and tokens are never logged; a CPF
// appears only masked (maskCpfForLog).
import pino, { type DestinationStream, type Logger } from 'pino';

/** Logs to stdout unless given another destination (tests read what would be logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({
    level,
    base: { service: 'associate-api' },
    redact: { paths: ['password', 'token', 'cookie', 'apiKey', '*.password', '*.token'], censor: '[oculto]' },
  }, destination ?? process.stdout);
}
