// A member's API session opened straight through the associate API (step 1, step 2 with the CSRF
// dance of docs/api-contract.md), for the load benchmark: the portal's `token` cookie holds this
// very `sid`, so many signed-in members cost no browser.
export type ApiAccess = { apiUrl: string; apiKey: string };

const sidFrom = (response: Response, name: string) =>
  response.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1);

async function post(access: ApiAccess, path: string, body: unknown): Promise<Response> {
  const token = await fetch(`${access.apiUrl}/csrftoken`, { headers: { 'x-api-key': access.apiKey } });
  const presession = sidFrom(token, 'presession');
  const { csrfToken } = (await token.json()) as { csrfToken: string };
  return fetch(`${access.apiUrl}${path}`, {
    method: 'POST',
    headers: {
      'x-api-key': access.apiKey,
      'x-csrf-token': csrfToken,
      'content-type': 'application/json',
      cookie: `presession=${presession}`,
    },
    body: JSON.stringify(body),
  });
}

/** Signs a member in and returns the session id (the portal's `token` cookie value). */
export async function openApiSession(access: ApiAccess, member: { cpf: string; password: string }): Promise<string> {
  const step1 = await post(access, '/login/step1', { cpf: member.cpf });
  if (!step1.ok) throw new Error(`passo 1 recusado: ${step1.status}`);
  const { data } = (await step1.json()) as { data: { associate_id: number } };
  const step2 = await post(access, '/login/step2', { cpf: member.cpf, password: member.password, associate_id: data.associate_id });
  const sid = sidFrom(step2, 'sid');
  if (!step2.ok || !sid) throw new Error(`passo 2 recusado: ${step2.status}`);
  return sid;
}
