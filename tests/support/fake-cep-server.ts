// A ViaCEP-compatible stand-in for the browser tests (DESIGN.md §1 allows one for the CEP
// service only): GET /ws/{cep}/json/ answers a few known CEPs and `{ "erro": true }` for the
// rest, as ViaCEP does. Run: `node tests/support/fake-cep-server.ts <port>` (playwright.config.ts
// starts it); importing the module only reads its constants.
import { createServer, type Server } from 'node:http';

export const KNOWN_CEPS: Record<string, { logradouro: string; bairro: string; localidade: string; uf: string }> = {
  // Maria's own address in the demo data, so a journey can put it back as it was.
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '20040002': { logradouro: 'Avenida Rio Branco', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' },
};

/** A CEP whose lookup fails as a service that is down does (503): the CEP itself is fine. */
export const FAILING_CEP = '70040010';

export const READY_TEXT = 'fake CEP server ready';

export function fakeCepServer(): Server {
  return createServer((request, response) => {
    const match = /^\/ws\/([^/]+)\/json\/?$/.exec(request.url ?? '');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (!match) return send(404, { erro: true });
    const cep = match[1]!;
    if (!/^\d{8}$/.test(cep)) return send(400, { erro: true });
    if (cep === FAILING_CEP) return send(503, { erro: true });
    const known = KNOWN_CEPS[cep];
    send(200, known ? { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, complemento: '', ...known } : { erro: 'true' });
  });
}

if (import.meta.main) {
  const port = Number(process.argv[2] ?? 4599);
  fakeCepServer().listen(port, '127.0.0.1', () => console.log(`${READY_TEXT} on ${port}`));
}
