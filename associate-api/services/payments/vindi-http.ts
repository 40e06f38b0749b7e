// HTTP to the provider's private API (Vindi API v1): Basic auth with the private key as user
// name, JSON both ways, a timeout on every call, and retries only for calls that are safe to
// repeat (GET and DELETE); a charge is never sent twice by us.
// 'unreachable': the request never got there (nothing happened at the provider); 'timeout': it may
// have, and only asking the provider later tells (a charge is then settled by its code).
export type ProviderFailure = 'unreachable' | 'timeout' | 'refused' | 'failed';

/** What went wrong at the provider; `providerMessage` is its own text for a refusal (shown to the member). */
export class PaymentProviderError extends Error {
  readonly kind: ProviderFailure;
  readonly providerMessage: string | undefined;
  readonly status: number | undefined;
  constructor(kind: ProviderFailure, detail: string, providerMessage?: string, status?: number) {
    super(detail);
    this.kind = kind;
    this.providerMessage = providerMessage;
    this.status = status;
  }
}

export type VindiHttpOptions = {
  apiUrl: string; privateKey: string | undefined; timeoutMs: number; retries?: number;
  /** Epoch ms after which no call starts and none waits longer: the budget of one member's request. */
  deadline?: number;
};

export type VindiHttp = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>;

const REPEATABLE = new Set(['GET', 'DELETE']);

export function vindiHttp(options: VindiHttpOptions): VindiHttp {
  const base = options.apiUrl.replace(/\/+$/, '');
  const retries = options.retries ?? 2;
  return async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    if (!options.privateKey) throw new PaymentProviderError('unreachable', 'PAYMENT_PRIVATE_KEY não configurada');
    const attempts = REPEATABLE.has(method) ? retries + 1 : 1;
    const left = () => Math.min(options.timeoutMs, (options.deadline ?? Infinity) - Date.now());
    // Out of time before sending: nothing reached the provider.
    if (left() <= 0) throw new PaymentProviderError('unreachable', `${method} ${path}: sem tempo restante`);
    for (let attempt = 1; ; attempt++) {
      try {
        return await once<T>(base, options, method, path, body, left());
      } catch (error) {
        const retriable = error instanceof PaymentProviderError && error.kind !== 'refused';
        const pause = 200 * attempt;
        if (!retriable || attempt >= attempts || left() <= pause) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };
}

async function once<T>(base: string, options: VindiHttpOptions, method: string, path: string, body: unknown, timeoutMs: number): Promise<T> {
  let response: Response;
  try {
    response = await fetch(base + path, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${options.privateKey}:`).toString('base64')}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new PaymentProviderError(name === 'TimeoutError' ? 'timeout' : 'unreachable', `${method} ${path}: ${name}`);
  }
  const text = await response.text();
  const parsed = parseJson(text);
  if (response.ok && parsed) return parsed as T;
  const message = firstErrorMessage(parsed);
  // 422 is the provider refusing this input (its text is meant for people); other statuses are its failures.
  if (response.status === 422 || response.status === 404) {
    throw new PaymentProviderError('refused', `${method} ${path}: ${response.status}`, message, response.status);
  }
  throw new PaymentProviderError('failed', `${method} ${path}: ${response.status}`, undefined, response.status);
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function firstErrorMessage(body: unknown): string | undefined {
  const errors = (body as { errors?: { message?: unknown }[] } | null)?.errors;
  const message = Array.isArray(errors) ? errors[0]?.message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}
