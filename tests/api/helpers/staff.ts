// Staff of the back office in API tests: the demo accounts (one per role) and a sign-in through
// the real routes (password, then a TOTP code computed from the demo secret at the API's clock).
import { TOTP } from 'otpauth';
import type { StaffRole } from '../../../contract/staff-roles.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../../associate-api/seed/staff.ts';
import type { TestApi } from './api-server.ts';
import { call } from './client.ts';

export { DEMO_STAFF, DEMO_STAFF_PASSWORD };

/** The 6-digit code of `secret` at `at` (a step later with `stepsAhead`). */
export const totpCode = (secret: string, at: Date, stepsAhead = 0) =>
  new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: at.getTime() + stepsAhead * 30_000 });

/** The pending cookie after e-mail and password. */
export async function staffPassword(api: TestApi, email: string, password: string) {
  const answer = await call(api, 'POST', '/staff/login', { body: { email, password } });
  return { answer, cookies: { gestao_entrada: answer.cookies.gestao_entrada ?? '' } };
}

/**
 * Signs a staff member in and answers the cookies to call /staff/… as them. A code already used in
 * this 30-second step (another sign-in of the same account) is retried with the next step's code.
 */
export async function signInStaff(api: TestApi, role: StaffRole, account = DEMO_STAFF[role]): Promise<Record<string, string>> {
  for (const stepsAhead of [0, 1]) {
    const { answer, cookies } = await staffPassword(api, account.email, DEMO_STAFF_PASSWORD);
    if (answer.status !== 200) throw new Error(`staff login ${answer.status} ${JSON.stringify(answer.body)}`);
    const code = await call(api, 'POST', '/staff/login/code', { cookies, body: { code: totpCode(account.totpSecret, api.clock.now(), stepsAhead) } });
    if (code.status === 200) return { gestao_sessao: code.cookies.gestao_sessao! };
    if (code.status !== 401) throw new Error(`staff code ${code.status} ${JSON.stringify(code.body)}`);
  }
  throw new Error(`staff sign-in of ${role} failed twice`);
}

/** A client bound to a staff member's session. */
export async function staffClient(api: TestApi, role: StaffRole) {
  const cookies = await signInStaff(api, role);
  return {
    cookies,
    call: (method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
      call(api, method, path, { ...options, cookies: { ...cookies, ...options.cookies } }),
  };
}
