// The CEP lookup (spec §5/§7) against the ViaCEP stand-in the browser tests use: the address
// fields it fills, 'erro' as a clear message, a timeout, and a cache that never keeps an outage.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cepLookup } from '../../src/lib/cep/cep-lookup.ts';
import { CONTENT_TEXT } from '../../src/lib/messages.ts';
import { fakeCepServer } from '../support/fake-cep-server.ts';

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const listening = (server: Server) => new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));

let cepService: Server;
let silent: Server;
let broken: Server;

beforeAll(async () => {
  cepService = await listening(fakeCepServer());
  // Never answers: the member must not wait for it.
  silent = await listening(createServer(() => {}));
  broken = await listening(createServer((_request, response) => response.writeHead(500).end()));
});

afterAll(() => {
  for (const server of [cepService, silent, broken]) server.closeAllConnections();
  for (const server of [cepService, silent, broken]) server.close();
});

/** A lookup that counts the calls reaching the service. */
function counted(baseUrl: () => string, timeoutMs?: number) {
  const calls = { count: 0 };
  const lookup = cepLookup({ baseUrl, timeoutMs, fetch: (url, init) => { calls.count++; return fetch(url, init); } });
  return { lookup, calls };
}

describe('busca de CEP', () => {
  it('preenche endereço, bairro, cidade e UF, com ou sem máscara', async () => {
    const { lookup } = counted(() => urlOf(cepService));
    expect(await lookup('20040-002')).toEqual({
      ok: true,
      address: { address: 'Avenida Rio Branco', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
    });
  });

  it('um CEP que o serviço não conhece dá a mensagem de não encontrado', async () => {
    const { lookup } = counted(() => urlOf(cepService));
    expect(await lookup('99999999')).toEqual({ ok: false, reason: 'not-found', msg: CONTENT_TEXT.cepNotFound });
  });

  it('um CEP sem 8 números é recusado sem chamar o serviço', async () => {
    const { lookup, calls } = counted(() => urlOf(cepService));
    expect(await lookup('1234-567')).toMatchObject({ ok: false, reason: 'invalid', msg: CONTENT_TEXT.cepInvalid });
    expect(calls.count).toBe(0);
  });

  it('guarda a resposta: o mesmo CEP não é perguntado de novo', async () => {
    const { lookup, calls } = counted(() => urlOf(cepService));
    await lookup('01310100');
    await lookup('01310-100');
    await lookup('99999999');
    await lookup('99999999');
    expect(calls.count).toBe(2);
  });

  it('desiste de um serviço que não responde e não guarda a falha', async () => {
    const { lookup, calls } = counted(() => urlOf(silent), 200);
    expect(await lookup('01310100')).toEqual({ ok: false, reason: 'unavailable', msg: CONTENT_TEXT.cepUnavailable });
    await lookup('01310100');
    expect(calls.count).toBe(2);
  });

  it('um erro do serviço é indisponibilidade, não CEP inexistente', async () => {
    const { lookup } = counted(() => urlOf(broken));
    expect(await lookup('01310100')).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});
