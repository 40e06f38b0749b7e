// Bad input to every POST handler of the portal (issue 8): generated form fields, content types,
// origins and session cookies. Whatever arrives, the member gets a page or a redirect — never a
// 500. (The database side — refusals write nothing — is tests/api/bad-input.property.test.ts,
// against the API these handlers call.) FUZZ_RUNS=5000 for a longer hunt.
import fc from 'fast-check';
import { expect, test } from './fixtures.ts';

const RUNS = Number(process.env.FUZZ_RUNS || 1000);
// Every page or route that handles a POST (src/pages: login steps, an e-mailed link's form, logout, profile).
const HANDLERS = ['/', `/${'x'.repeat(43)}`, '/logout', '/profile', '/profile?editar=1'];
const FIELDS = ['intent', 'cpf', 'password', 'confirmPassword', 'birthDate', 'confirmation', 'name', 'email', 'cep', 'state', 'sexo', 'dateRg'];
const INTENTS = ['cpf', 'password', 'forgot', 'restart', 'back', 'cep', 'save', ''];

const value = fc.oneof(
  fc.constantFrom(...INTENTS),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('52998224725', '529.982.247-25', '00000000000', '1950-03-14', '31/02/2024', 'Aposentada@2024', '01310100'),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const form = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), value, { maxKeys: 8 });

const encoding = fc.constantFrom('urlencoded', 'multipart', 'garbage', 'none');

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'o servidor é o mesmo com e sem JavaScript: basta uma vez');

test('nenhum POST do portal responde 500, seja qual for a entrada', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  try {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...HANDLERS), form, encoding, fc.constantFrom('ours', 'other', 'none'), fc.constantFrom('none', 'bogus', 'huge'),
        async (path, fields, kind, origin, token) => {
          const headers: Record<string, string> = {};
          if (origin !== 'none') headers.origin = origin === 'ours' ? baseURL! : 'https://outro-site.example';
          // A stale or forged session: the guard must send it to sign-in, never fail.
          if (token !== 'none') headers.cookie = `token=${token === 'bogus' ? 'sessao-que-nao-existe' : 'x'.repeat(4000)}`;
          const strings = Object.fromEntries(Object.entries(fields).map(([name, v]) => [name, v]));
          const options =
            kind === 'urlencoded' ? { form: strings }
            : kind === 'multipart' ? { multipart: strings }
            : kind === 'garbage' ? { data: Buffer.from(JSON.stringify(fields)), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } }
            : {};
          const response = await request.post(path, { headers, ...options });
          expect(response.status(), `${path} ${kind} ${JSON.stringify(fields)}`).toBeLessThan(500);
        }),
      { numRuns: RUNS },
    );
  } finally {
    await request.dispose();
  }
});
