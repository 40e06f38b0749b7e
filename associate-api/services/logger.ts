// Structured logs to stdout. Request bodies, cookies, keys and tokens are never logged; a CPF
// appears only masked (maskCpfForLog). Errors are logged by name and code only: a database
// error's message carries the failed query's parameters (CPFs, hashes, profile fields), and a
// stack says nothing an operator needs that the name, the code and the route do not.
import pino, { type DestinationStream, type Logger } from 'pino';

/** The only fields of an error that reach the logs, at any depth of `cause`. */
export function safeError(err: unknown): { name: string; code?: string; cause?: unknown } | undefined {
  if (err === undefined || err === null) return undefined;
  if (typeof err !== 'object') return { name: typeof err };
  const { name, code, cause } = err as { name?: unknown; code?: unknown; cause?: unknown };
  return {
    name: typeof name === 'string' ? name : 'Error',
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(cause !== undefined ? { cause: safeError(cause) } : {}),
  };
}

/** Logs to stdout unless given another destination (tests read what would be logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({
    level,
    base: { service: 'associate-api' },
    serializers: { err: safeError, error: safeError },
    redact: { paths: ['password', 'token', 'cookie', 'apiKey', '*.password', '*.token'], censor: '[oculto]' },
  }, destination ?? process.stdout);
}
