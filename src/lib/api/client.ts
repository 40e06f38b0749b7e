// The one way pages reach the associate API (docs/api-contract.md). Server-only: it adds the API
// key, the member's session and address, the CSRF dance for unsafe methods, a 10-second limit,
// and turns every failure into the spec §8 message so a page never sees an exception.
import { apiKey, config } from '../config.ts';
import { logger } from '../logger.ts';
import { routeOf } from './route-of.ts';

// An elderly member on a slow link waits at most this long before seeing a friendly message.
const TIMEOUT_MS = 10_000;
const UNSAFE = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Who the call is made for: the API session kept in the `token` cookie, the member's IP, the
 * API's device cookie kept in the portal's `device` cookie (sign-in limits, DESIGN §7.9) and the
 * browser's user agent (the device named in 'Sessões ativas').
 * `sessionAsked` is set once a call carried the session: the API checks the session on every
 * private call, so the guard (src/middleware.ts) needs no `/user/check` of its own for that page.
 */
export type Caller = {
  sid?: string; ip: string; device?: string; userAgent?: string; sessionAsked?: boolean; idleDeadline?: number;
  /** The back office's own session or its pending second factor (src/lib/gestao/cookies.ts): never sent with `sid`. */
  staff?: { session?: string; pending?: string };
  /** Set from `Session-Acting-For`: the member a representative acts for (issue 23 §4). */
  actingFor?: string;
  /** Set from `Session-Acting-Scope` with it: 'consultar' or 'consultar_pagar'. */
  actingScope?: string;
  /** Set when the API says a representative-only account must first choose whom to act for. */
  mustChoose?: boolean;
  /** Set from `Unread-Notices`: the top bar's count. */
  unreadNotices?: number;
};

/**
 * The API says on every private answer when the session ends if unused (`Session-Idle-Deadline`).
 * Of several answers the latest deadline holds: each was true when told, and last use only moves on.
 */
function noteIdleDeadline(caller: Caller, response: Response) {
  const told = Date.parse(response.headers.get('session-idle-deadline') ?? '');
  if (!Number.isNaN(told)) caller.idleDeadline = Math.max(caller.idleDeadline ?? told, told);
}

/** Whom a representative acts for ('' from the API: nobody yet, they must choose). */
function noteActingFor(caller: Caller, response: Response) {
  const told = response.headers.get('session-acting-for');
  if (told === null) return;
  if (told === '') caller.mustChoose = true;
  else {
    caller.actingFor = decodeURIComponent(told);
    caller.actingScope = response.headers.get('session-acting-scope') ?? 'consultar';
  }
}

/**
 * The API also says how many notices the member has not read (`Unread-Notices`), read in the same
 * statement as the session: the top bar's count costs no call of its own. The last answer wins
 * (marking a notice read is the page's last call).
 */
function noteUnreadNotices(caller: Caller, response: Response) {
  const told = response.headers.get('unread-notices');
  if (told !== null && /^\d+$/.test(told)) caller.unreadNotices = Number(told);
}

/** Unreachable (0), timed out (0) or failing (5xx): the API is down, the member is not signed out. */
export const isOutage = (status: number) => status === 0 || status >= 500;

export type ApiResult<T> =
  | { ok: true; status: number; body: T; sid?: string; device?: string; staffSession?: string; pending?: string }
  | { ok: false; status: number; msg: string };

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or a FormData sent as multipart (an attachment, a back-office upload). */
  body?: unknown;
  /** A multipart form instead of JSON (the back office's uploads). */
  form?: FormData;
  fallback: string;
  /** Extra request headers (the invoice payment's Idempotency-Key). */
  headers?: Record<string, string>;
};

type Cookies = Record<string, string>;

function cookiesFrom(response: Response): Cookies {
  const cookies: Cookies = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0) cookies[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  return cookies;
}

function send(path: string, caller: Caller, cookies: Cookies, signal: AbortSignal, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('x-api-key', apiKey());
  headers.set('accept', 'application/json');
  if (caller.ip) headers.set('x-forwarded-for', caller.ip);
  if (caller.userAgent) headers.set('user-agent', caller.userAgent);
  const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ');
  if (cookie) headers.set('cookie', cookie);
  return fetch(`${config.apiUrl}${path}`, { ...init, headers, signal, redirect: 'manual' }).then((response) => {
    noteIdleDeadline(caller, response);
    noteActingFor(caller, response);
    noteUnreadNotices(caller, response);
    return response;
  });
}

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = await response.json();
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function failure(status: number, json: Record<string, unknown> | undefined, fallback: string) {
  const msg = typeof json?.msg === 'string' && json.msg.trim() ? json.msg : fallback;
  return { ok: false as const, status, msg };
}

/** Gets a CSRF token bound to the cookies the unsafe call will carry (contract: Session and CSRF). */
async function csrfToken(caller: Caller, cookies: Cookies, signal: AbortSignal, fallback: string) {
  const response = await send('/csrftoken', caller, cookies, signal, { method: 'GET' });
  const json = await readJson(response);
  if (!response.ok || typeof json?.csrfToken !== 'string') return failure(response.status, json, fallback);
  return { ok: true as const, token: json.csrfToken, cookies: { ...cookies, ...cookiesFrom(response) } };
}

/** A staff caller carries only the back office's cookies (DESIGN §10: the two worlds never mix). */
function staffCookies(staff: NonNullable<Caller['staff']>): Cookies {
  const cookies: Cookies = {};
  if (staff.session) cookies.gestao_sessao = staff.session;
  if (staff.pending) cookies.gestao_entrada = staff.pending;
  return cookies;
}

/** The timeout, the session mark and the one rule for exceptions every call shares. */
async function attempt<T>(
  caller: Caller,
  label: string,
  fallback: string,
  run: (signal: AbortSignal, cookies: Cookies) => Promise<ApiResult<T>>,
  signal: AbortSignal = AbortSignal.timeout(TIMEOUT_MS),
): Promise<ApiResult<T>> {
  if (caller.sid && !caller.staff) caller.sessionAsked = true;
  try {
    const cookies: Cookies = caller.staff ? staffCookies(caller.staff) : caller.sid ? { sid: caller.sid } : {};
    if (caller.device && !caller.staff) cookies.device = caller.device;
    return await run(signal, cookies);
  } catch (error) {
    // Unreachable API or timeout: the member gets the friendly fallback, the operator a log line.
    logger.warn(`API ${label} inacessível: ${(error as Error).name}`);
    return { ok: false, status: 0, msg: fallback };
  }
}

async function refused(response: Response, label: string, fallback: string) {
  logger.warn(`API ${label} → ${response.status}`);
  return failure(response.status, await readJson(response), fallback);
}

export function callApi<T>(caller: Caller, path: string, options: CallOptions): Promise<ApiResult<T>> {
  const method = options.method ?? 'GET';
  const label = `${method} ${routeOf(path)}`;
  return attempt<T>(caller, label, options.fallback, async (signal, sessionCookies) => {
    let cookies = sessionCookies;
    const headers: Record<string, string> = { ...options.headers };
    if (UNSAFE.has(method)) {
      const csrf = await csrfToken(caller, cookies, signal, options.fallback);
      if (!csrf.ok) return csrf;
      cookies = csrf.cookies;
      headers['x-csrf-token'] = csrf.token;
    }
    // A FormData body goes as multipart, its boundary set by fetch.
    const form = options.body instanceof FormData ? options.body : undefined;
    if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
    const response = await send(path, caller, cookies, signal, {
      method,
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    if (!response.ok) return refused(response, label, options.fallback);
    const json = await readJson(response);
    const { sid, device, gestao_sessao: staffSession, gestao_entrada: pending } = cookiesFrom(response);
    return { ok: true, status: response.status, body: (json ?? {}) as T, sid, device, staffSession, pending };
  });
}

/** A file the API serves by id (PDF, picture): its bytes and, for documents, its title. */
export type ApiFile = { bytes: Uint8Array<ArrayBuffer>; title?: string };

export function getFile(caller: Caller, path: string, fallback: string): Promise<ApiResult<ApiFile>> {
  const label = `GET ${routeOf(path)}`;
  return attempt<ApiFile>(caller, label, fallback, async (signal, cookies) => {
    const response = await send(path, caller, cookies, signal, { method: 'GET' });
    if (!response.ok) return refused(response, label, fallback);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const title = response.headers.get('x-document-title');
    return { ok: true, status: response.status, body: { bytes, title: title === null ? undefined : decodeURIComponent(title) } };
  });
}

/** A member's file as the API streams it: status (200, 206, 416), its headers and the body unread. */
export type ApiStream = { response: Response };

/**
 * A member's file passed through without being read here (DESIGN §7.11): the member's Range goes
 * to the API and the API's slices flow straight on. The 10-second limit covers the API's answer,
 * not the transfer, which on a slow link may take minutes for a large scan.
 */
export async function streamFile(caller: Caller, path: string, fallback: string, range: string | null): Promise<ApiResult<ApiStream>> {
  // The path carries a view's reference: the log line names the route only.
  const label = `GET ${routeOf(path)}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    return await attempt<ApiStream>(caller, label, fallback, async (signal, cookies) => {
      const response = await send(path, caller, cookies, signal, { method: 'GET', headers: range ? { range } : {} });
      // 416: the member asked for bytes past the end; the answer says the real size.
      if (!response.ok && response.status !== 416) return refused(response, label, fallback);
      return { ok: true, status: response.status, body: { response } };
    }, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
