// Issue 20 #7: the 'Meus dados' PDF reads as the portal's screens do, not as the API's JSON. The
// PDF is built, then read back with pdf.js (the same extraction as 'Ler como texto').
import { describe, expect, it } from 'vitest';
import { exportPdf } from '../../src/lib/my-data/export-pdf.ts';
import { extractText } from '../../src/lib/pdf-text/extract-text.ts';

// The shape GET /user/export answers (associate-api/services/data-export.ts), with the kind of
// internal bookkeeping a record may carry.
const EXPORT = {
  generatedAt: '2026-11-25T02:50:33.598Z',
  profile: {
    cpf: '52998224725', name: 'Maria Aparecida da Silva', email: 'maria@example.com.br', birthDate: '1952-05-20',
    passwordChangedAt: '2026-10-01T15:04:00.000Z', createdAt: '2024-01-10T12:00:00.000Z', birthDateFailures: 0,
    registration: '3512345', dateFiliate: '2010-03-01', sexo: 'F', civilState: 'Viúvo(a)', escolarchip: 'medio',
    hometown: 'Recife', homeState: 'PE', rg: '1234567', emissorEntityRg: 'SDS', dateRg: '1990-01-01', fathername: 'João',
    mothername: 'Josefa', fundo: 'Geral', cep: '50030230', address: 'Rua da Aurora', complement: 'Apto 101',
    houseNumber: '100', neighborhood: 'Boa Vista', city: 'Recife', state: 'PE', phone: '11912345678',
  },
  subscription: { statusPaid: 'paid', dayCharge: 10, priceCents: 4590, method: 'credit_card', frequencyMonths: 1, createdAt: '2024-01-10T12:00:00.000Z' },
  cards: [{ brand: 'Visa', lastFour: '4242', holderName: 'MARIA A SILVA', status: 'active', createdAt: '2025-02-01T12:00:00.000Z', id: 987654 }],
  invoices: [
    { description: 'Mensalidade novembro', status: 'paid', priceCents: 4590, createdAt: '2026-11-01T12:00:00.000Z', expiresAt: '2026-11-10', payment: 'credit_card' },
    { description: 'Mensalidade dezembro', status: 'pending', priceCents: 4590, createdAt: '2026-12-01T12:00:00.000Z', expiresAt: '2026-12-10', payment: '0' },
  ],
  lawsuits: [],
  folderAcceptances: [{ folder: 'Ação coletiva', terms: 'Termo de sigilo', acceptedAt: '2026-09-02T13:30:00.000Z', device: 'Chrome no Windows', ip: '203.0.113.0', durationSeconds: 95, scrollDepth: 100, hash: 'a3f9c0de11' }],
  sessions: [{ startedAt: '2026-11-24T23:00:00.000Z', lastSeenAt: '2026-11-25T02:50:00.000Z', expiresAt: '2026-11-25T23:00:00.000Z' }],
  signIns: [{ at: '2026-11-24T23:00:00.000Z', device: 'Chrome no Windows', ip: '203.0.113.0' }],
};

async function pdfText(): Promise<string> {
  const extraction = await extractText(await exportPdf(EXPORT, 'Maria Aparecida da Silva'), { maxPages: 50, maxChars: 100_000 });
  if (extraction.kind !== 'text') throw new Error(`sem texto: ${extraction.kind}`);
  return extraction.pages.flat().join('\n').replace(/\u00a0/g, ' ');
}

// What the member reads, line by line (02:50 UTC on the 25th is 23:50 of the 24th in Brasília).
const IN_PORTUGUESE = [
  'Situação: Em dia', 'Forma de pagamento: Cartão de crédito', 'Valor: R$ 45,90', 'Situação: Paga',
  'Pagamento: Cartão de crédito', 'Situação: Ativo', 'Sexo: Feminino', 'Escolaridade: Ensino médio', 'Tempo de leitura: 1 min 35 s',
];
const FORMATTED = [
  'Cópia gerada em 24/11/2026 23:50', 'Vencimento: 10/11/2026', 'Data de nascimento: 20/05/1952', 'CPF: 529.982.247-25',
  'CEP: 50030-230', 'Matrícula: 3.5.12345', 'Telefone: (11) 91234-5678',
];

describe('PDF de Meus dados', () => {
  it('diz tudo em português: rótulos, situações, formas de pagamento, valores em reais', async () => {
    const text = await pdfText();
    for (const line of IN_PORTUGUESE) expect(text).toContain(line);
  });

  it('datas em DD/MM/AAAA e horas de Brasília em HH:mm; CPF, CEP e telefone formatados', async () => {
    const text = await pdfText();
    for (const line of FORMATTED) expect(text).toContain(line);
  });

  it('uma fatura em aberto não diz "Pagamento: Não informado"', async () => {
    const text = await pdfText();
    expect(text).toMatch(/Descrição: Mensalidade dezembro Situação: Pendente Valor: R\$ 45,90 Vencimento: 10\/12\/2026 Emitida em/);
    expect(text).not.toContain('Pagamento: Não informado');
  });

  it('nunca mostra valores crus, contadores internos nem ids', async () => {
    const text = await pdfText();
    for (const raw of ['paid', 'credit_card', 'birthDateFailures', 'T02:50', '.598Z', 'centavos', '4590', '52998224725', '50030230', 'a3f9c0de11', '987654', 'active']) {
      expect(text).not.toContain(raw);
    }
  });
});
