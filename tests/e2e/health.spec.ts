// The load balancer and the launcher ask the portal whether it can serve members.
import { expect, test } from './fixtures.ts';

test('GET /health responde 200 quando o portal e a API estão prontos, sem cache', async ({ request }) => {
  const response = await request.get('/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
  expect(response.headers()['cache-control']).toBe('no-store');
});
