// GET /health: readiness for the launcher and the load balancer (DESIGN.md §1). A portal whose
// associate API does not answer cannot serve a single member, so it reports the API's readiness
// as its own. No session, no member data, never cached.
import type { APIRoute } from 'astro';
import { callApi } from '../lib/api/client.ts';

export const GET: APIRoute = async () => {
  const api = await callApi<{ status: string }>({ ip: '' }, '/health', { fallback: 'API do associado indisponível' });
  const body = api.ok ? { status: 'ok' } : { status: 'indisponível', msg: api.msg };
  return new Response(JSON.stringify(body), {
    status: api.ok ? 200 : 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
};
