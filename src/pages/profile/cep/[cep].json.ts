// GET /profile/cep/{cep}.json: the address of a CEP for the profile's CEP island. Under /profile
// so the guard lets only signed-in members use the portal as a postal-code lookup.
import type { APIRoute } from 'astro';
import { lookupCep } from '../../../lib/cep/portal-cep.ts';

const STATUS = { invalid: 400, 'not-found': 404, unavailable: 502 } as const;

export const GET: APIRoute = async ({ params }) => {
  const result = await lookupCep(params.cep ?? '');
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' };
  if (!result.ok) return new Response(JSON.stringify({ msg: result.msg }), { status: STATUS[result.reason], headers });
  return new Response(JSON.stringify(result.address), { headers });
};
