// A minimal portal stand-in for the tests: sends the API key, keeps cookies as the portal does
// (plain headers), fetches CSRF tokens before unsafe calls.
import type { TestApi } from './api-server.ts';
import { API_KEY } from './api-server.ts';

export type Answer = { status: number; body: any; cookies: Record<string, string>; headers: Headers };

export type CallOptions = {
  body?: unknown;
  /** Sent verbatim as the request body (malformed JSON, huge bodies). */
  rawBody?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  apiKey?: string | null;
  /** For unsafe methods: fetch and send a CSRF token first (default true). */
  csrf?: boolean;
};

export async function call(api: Pick<TestApi, 'url'>, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const cookies = { ...options.cookies };
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey !== null) headers['x-api-key'] = options.apiKey ?? API_KEY;
  if (method !== 'GET' && options.csrf !== false) {
    const token = await call(api, 'GET', '/csrftoken', { cookies, apiKey: options.apiKey, headers: options.headers });
    Object.assign(cookies, token.cookies);
    headers['x-csrf-token'] = token.body.csrfToken;
  }
  if (Object.keys(cookies).length > 0) {
    headers.cookie = Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');
  }
  let payload: string | undefined = options.rawBody;
  if (payload === undefined && options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(api.url + path, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, cookies: parseSetCookies(response), headers: response.headers };
}

function parseSetCookies(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    cookies[pair!.slice(0, eq).trim()] = pair!.slice(eq + 1).trim();
  }
  return cookies;
}

export const MARIA = { cpf: '52998224725', password: 'Aposentada@2024' };
export const JOSE = { cpf: '11144477735', birthDate: '1950-03-14' };
export const ANA = { cpf: '93541134780', password: 'Pensionista#2025' };
export const RAIMUNDO = { cpf: '27538194088', birthDate: '1948-07-02' };
export const NOBODY_CPF = '39053344705';

/** Signs in through step 1 and step 2; returns the cookies to send as that member. */
export async function signIn(api: Pick<TestApi, 'url'>, member: { cpf: string; password: string }, headers?: Record<string, string>): Promise<Record<string, string>> {
  const step1 = await call(api, 'POST', '/login/step1', { body: { cpf: member.cpf }, headers });
  if (step1.status !== 200) throw new Error(`step1 ${step1.status} ${JSON.stringify(step1.body)}`);
  const step2 = await call(api, 'POST', '/login/step2', {
    body: { cpf: member.cpf, password: member.password, associate_id: step1.body.data.associate_id },
    headers,
  });
  if (step2.status !== 200 || !step2.cookies.sid) throw new Error(`step2 ${step2.status} ${JSON.stringify(step2.body)}`);
  return { sid: step2.cookies.sid };
}
