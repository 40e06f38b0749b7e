// GET/PUT /user/profile: the whole profile, every field required but the phone, dates,
// enumerations, CEP and phone checked, and a member only ever sees or changes their own (the
// session is the identity).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';

const PHONE_INVALID = 'Telefone inválido: informe o DDD (2 números) e o telefone (8 números, ou 9 no celular).';

let api: TestApi;
let maria: Record<string, string>;
let ana: Record<string, string>;
beforeAll(async () => {
  api = await startApi();
  maria = await signIn(api, MARIA);
  ana = await signIn(api, ANA);
});
afterAll(async () => { await api?.close(); });

const getProfile = async (cookies: Record<string, string>) => (await call(api, 'GET', '/user/profile', { cookies })).body.data;
const putProfile = (cookies: Record<string, string>, body: unknown) => call(api, 'PUT', '/user/profile', { cookies, body });

describe('GET /user/profile', () => {
  it("returns the member's whole profile in the contract's shape", async () => {
    const profile = await getProfile(maria);
    expect(profile).toMatchObject({
      name: 'Maria Aparecida da Silva', cpf: MARIA.cpf, registration: '3512345', email: 'maria.aparecida@example.com.br',
      sexo: 'F', civilState: 'Viúvo(a)', escolarchip: 'medio', birthDate: '1956-08-21', cep: '01310100', state: 'SP',
      phone: '11912345678',
    });
    expect(Object.keys(profile).sort()).toEqual([
      'address', 'birthDate', 'cep', 'city', 'civilState', 'complement', 'cpf', 'dateFiliate', 'dateRg', 'email',
      'emissorEntityRg', 'escolarchip', 'fathername', 'fundo', 'homeState', 'hometown', 'houseNumber', 'mothername',
      'name', 'neighborhood', 'phone', 'registration', 'rg', 'sexo', 'state',
    ]);
  });

  it('with ?sessoes=1, brings the open sessions as GET /user/sessions does (the profile page in one call)', async () => {
    const plain = (await call(api, 'GET', '/user/profile', { cookies: maria })).body;
    expect(plain.sessions).toBeUndefined();
    const both = (await call(api, 'GET', '/user/profile?sessoes=1', { cookies: maria })).body;
    expect(both.data).toEqual(plain.data);
    expect(both.sessions).toEqual((await call(api, 'GET', '/user/sessions', { cookies: maria })).body.data);
    expect(both.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });

  it('needs a session', async () => {
    const answer = await call(api, 'GET', '/user/profile');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ msg: 'Login expirado' });
  });
});

describe('PUT /user/profile', () => {
  it('saves the whole object; cpf and registration cannot be changed', async () => {
    const current = await getProfile(ana);
    const changed = { ...current, city: 'Rio de Janeiro', cep: '20040-020', civilState: 'Casado(a)', cpf: MARIA.cpf, registration: '1' };
    const answer = await putProfile(ana, changed);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ msg: 'Perfil atualizado com sucesso' });
    expect(await getProfile(ana)).toEqual({ ...current, city: 'Rio de Janeiro', cep: '20040020', civilState: 'Casado(a)' });
  });

  it("the association's records are not the member's to change: 'Associado desde' stays, on the card too (issue 18, finding 8)", async () => {
    const current = await getProfile(ana);
    const answer = await putProfile(ana, { ...current, name: 'Outra Pessoa Qualquer', dateFiliate: '1970-01-01', city: 'Niterói' });
    expect(answer.status).toBe(200);
    expect(await getProfile(ana)).toEqual({ ...current, city: 'Niterói' });
    expect((await call(api, 'GET', '/user/card', { cookies: ana })).body.data).toMatchObject({ memberSince: current.dateFiliate, name: current.name });
  });

  it.each([
    ['an empty field', { complement: '' }, 'Preencha todos os campos'],
    ['a blank field', { city: '   ' }, 'Preencha todos os campos'],
    ['a missing field', { mothername: undefined }, 'Preencha todos os campos'],
    ['a malformed date', { birthDate: '21/08/1956' }, 'Data inválida em data de nascimento: use o formato AAAA-MM-DD.'],
    ['an impossible date', { dateRg: '1978-13-10' }, 'Data inválida em data de emissão do RG: use o formato AAAA-MM-DD.'],
    ['an unknown sex', { sexo: 'X' }, 'Sexo inválido: use M ou F.'],
    ['an unknown civil state', { civilState: 'Noivo(a)' }, 'Estado civil inválido.'],
    ['an unknown schooling', { escolarchip: 'doutorado' }, 'Escolaridade inválida.'],
    ['a CEP with letters', { cep: '0131O100' }, 'CEP inválido: informe 8 números.'],
    ['a CEP with 7 digits', { cep: '0131010' }, 'CEP inválido: informe 8 números.'],
    ['an invalid e-mail', { email: 'maria@' }, 'E-mail inválido.'],
    ['an unknown state', { state: 'XX' }, 'UF inválida: use a sigla do estado, por exemplo SP.'],
    ['a number instead of text', { houseNumber: 1578 }, 'Dados inválidos. Verifique as informações e tente novamente.'],
    ['a phone without its DDD', { phone: '91234-5678' }, PHONE_INVALID],
    ['a mobile without the 9', { phone: '(11) 81234-5678' }, PHONE_INVALID],
    ['a DDD with a 0', { phone: '(10) 3123-4567' }, PHONE_INVALID],
    ['a phone of letters', { phone: 'não tenho' }, PHONE_INVALID],
  ])('refuses %s with 400 and writes nothing', async (_label, change, msg) => {
    const before = await getProfile(maria);
    const answer = await putProfile(maria, { ...before, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ msg });
    expect(await getProfile(maria)).toEqual(before);
  });

  it('saves a phone as digits, however it was typed, and reads it back (landline or mobile)', async () => {
    const current = await getProfile(ana);
    expect((await putProfile(ana, { ...current, phone: '(21) 98765-4321' })).status).toBe(200);
    expect(await getProfile(ana)).toEqual({ ...current, phone: '21987654321' });
    expect((await putProfile(ana, { ...current, phone: '2131234567' })).status).toBe(200);
    expect((await getProfile(ana)).phone).toBe('2131234567');
  });

  it('an empty phone clears it; a body without the phone leaves it as it was', async () => {
    const current = await getProfile(ana);
    expect((await putProfile(ana, { ...current, phone: '(21) 98765-4321' })).status).toBe(200);
    const { phone: _kept, ...withoutPhone } = current;
    expect((await putProfile(ana, { ...withoutPhone, city: 'Petrópolis' })).status).toBe(200);
    expect(await getProfile(ana)).toEqual({ ...current, phone: '21987654321', city: 'Petrópolis' });
    expect((await putProfile(ana, { ...current, phone: '  ' })).status).toBe(200);
    expect((await getProfile(ana)).phone).toBe('');
  });

  it('refuses a body that is not an object', async () => {
    expect((await putProfile(maria, ['Maria'])).status).toBe(400);
  });

  it("changes only the signed-in member's profile, whatever ids the body carries", async () => {
    const mariaBefore = await getProfile(maria);
    const anaProfile = await getProfile(ana);
    const answer = await putProfile(ana, { ...anaProfile, associate_id: 1, associateId: 1, id: 1, cpf: MARIA.cpf, fundo: 'Fundo alterado' });
    expect(answer.status).toBe(200);
    expect(await getProfile(maria)).toEqual(mariaBefore);
    expect((await getProfile(ana)).fundo).toBe('Fundo alterado');
  });
});
