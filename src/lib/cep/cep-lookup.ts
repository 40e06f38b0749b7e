// Address from a CEP (spec §5/§7) through a ViaCEP-compatible service (CEP_SERVICE_URL).
// Server-side only, so the member's browser talks to the portal alone (DESIGN.md §6: one origin).
import { CONTENT_TEXT } from '../messages.ts';

export type CepAddress = { address: string; neighborhood: string; city: string; state: string };

export type CepResult =
  | { ok: true; address: CepAddress }
  | { ok: false; reason: 'invalid' | 'not-found' | 'unavailable'; msg: string };

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export type CepLookupOptions = {
  /** Read on every lookup: the operator's CEP_SERVICE_URL is only known once the server runs. */
  baseUrl: () => string;
  fetch?: Fetch;
  now?: () => number;
  timeoutMs?: number;
};

// A slow postal service must not keep a member waiting: after this they type the address.
const TIMEOUT_MS = 5_000;
// Addresses of a CEP change rarely; a day spares the service repeated lookups of one street.
const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX = 1_000;

export const cepDigits = (input: string) => input.replace(/\D/g, '');

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');


async function ask(cep: string, options: CepLookupOptions): Promise<CepResult> {
  const url = `${options.baseUrl().replace(/\/+$/, '')}/ws/${cep}/json/`;
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
    // ViaCEP answers 400 for a malformed CEP and `{ "erro": true }` for an unknown one.
    if (response.status === 400 || response.status === 404) return { ok: false, reason: 'not-found', msg: CONTENT_TEXT.cepNotFound };
    if (!response.ok) return { ok: false, reason: 'unavailable', msg: CONTENT_TEXT.cepUnavailable };
    const body = (await response.json()) as Record<string, unknown>;
    if (body.erro === true || body.erro === 'true') return { ok: false, reason: 'not-found', msg: CONTENT_TEXT.cepNotFound };
    return {
      ok: true,
      address: { address: text(body.logradouro), neighborhood: text(body.bairro), city: text(body.localidade), state: text(body.uf) },
    };
  } catch {
    return { ok: false, reason: 'unavailable', msg: CONTENT_TEXT.cepUnavailable };
  }
}

/** A lookup with its own cache (a speed-up only: every portal instance may hold a different one). */
export function cepLookup(options: CepLookupOptions): (input: string) => Promise<CepResult> {
  const cache = new Map<string, { expires: number; result: CepResult }>();
  const now = options.now ?? Date.now;
  return async (input) => {
    const cep = cepDigits(input);
    if (cep.length !== 8) return { ok: false, reason: 'invalid', msg: CONTENT_TEXT.cepInvalid };
    const cached = cache.get(cep);
    if (cached && cached.expires > now()) return cached.result;
    const result = await ask(cep, options);
    // Only answers about the CEP itself are kept; an outage must not outlive itself in the cache.
    if (result.ok || result.reason === 'not-found') {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(cep, { expires: now() + CACHE_MS, result });
    }
    return result;
  };
}
