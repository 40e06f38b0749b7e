// Declarations' words and PDF (issue 23): what each declaration says, read back from the PDF
// with pdf.js as a reader would get it (real text, not a picture), its language and title, its
// size, the QR drawn as vectors, and the public check's sentence without CPF digits or surname.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { AnnualDeclaration, MembershipDeclaration } from '../../src/lib/api/declarations.ts';
import { declarationPdf } from '../../src/lib/declarations/declaration-pdf.ts';
import { annualText, checkKind, checkStatement, membershipText, openYearReason, paidYearSummary, paragraphsOf } from '../../src/lib/declarations/wording.ts';

const CODE = 'AQAAAAEAAABQ2pVZ2R7c1m8xK3Jz5Yw2nQ8';
const URL = `https://associado.exemplo.org/verificar/${CODE}`;
const declared = { name: 'Maria Aparecida da Silva', cpf: '***.982.247-**', registration: '3512345', memberSince: '2011-04-18', issuedOn: '2026-11-28', code: CODE };
const membership: MembershipDeclaration = { ...declared, status: 'Ativo', validUntil: '2027-02-26' };
const annual: AnnualDeclaration = { ...declared, year: 2025, invoices: 11, earlierYearsPaid: true };

async function readBack(bytes: Uint8Array) {
  const fonts = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts }).promise;
  const page = await pdf.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  const { info } = await pdf.getMetadata() as { info: Record<string, unknown> };
  const operators = await page.getOperatorList();
  return { text, info, pages: pdf.numPages, operators };
}

describe('texto das declarações', () => {
  it('declaração de associado: associação, nome, CPF mascarado, matrícula, desde quando, situação e validade', () => {
    const text = membershipText(membership);
    expect(text.title).toBe('Declaração de associado');
    expect(paragraphsOf(text)).toEqual([
      'A Associação dos Aposentados e Pensionistas declara, para os devidos fins, que Maria Aparecida da Silva, CPF ***.982.247-**, matrícula 3.5.12345, faz parte do seu quadro de associados desde 18/04/2011.',
      'Situação na data de emissão: Ativo (sem faturas em aberto há mais de 60 dias do vencimento).',
      'Esta declaração vale por 90 dias, até 26/02/2027.',
      'Emitida em 28/11/2026.',
    ]);
    expect(membershipText({ ...membership, status: 'Pendente' }).situation).toBe('Situação na data de emissão: Pendente (com fatura em aberto há mais de 60 dias do vencimento).');
  });

  it('quitação anual: a lei, o ano de janeiro a dezembro, quantas faturas, e os anos anteriores só quando também pagos', () => {
    const text = annualText(annual);
    expect(text.title).toBe('Declaração anual de quitação de 2025');
    expect(text.body[0]).toBe('A Associação dos Aposentados e Pensionistas declara, nos termos da Lei nº 12.007, de 29 de julho de 2009, que Maria Aparecida da Silva, CPF ***.982.247-**, matrícula 3.5.12345, pagou todas as faturas com vencimento entre 1º de janeiro e 31 de dezembro de 2025 (11 faturas; faturas canceladas não contam).');
    expect(paragraphsOf(text)).toHaveLength(3);
    expect(text.body[1]).toBe('Esta declaração substitui, para a comprovação do cumprimento das obrigações do associado, as quitações dos faturamentos mensais de 2025 e dos anos anteriores.');
    expect(annualText({ ...annual, earlierYearsPaid: false, invoices: 1 }).body.join(' '))
      .toMatch(/\(1 fatura; .*faturamentos mensais de 2025\.$/);
  });

  it('lista de anos: por que um ano não tem quitação, e quantas faturas pagas', () => {
    expect(openYearReason({ year: 2024, invoices: 12, open: 2 })).toBe('2 faturas com vencimento nesse ano estão em aberto. A declaração fica disponível quando todas estiverem pagas.');
    expect(openYearReason({ year: 2024, invoices: 12, open: 1 })).toMatch(/^1 fatura com vencimento nesse ano está em aberto\./);
    expect(paidYearSummary({ year: 2025, invoices: 1, open: 0 })).toBe('1 fatura paga');
    expect(paidYearSummary({ year: 2025, invoices: 11, open: 0 })).toBe('11 faturas pagas');
  });

  it('a verificação pública diz o que foi declarado com o primeiro nome, sem dígitos do CPF', () => {
    const membershipCheck = { kind: 'membership', firstName: 'Maria', issuedOn: '2026-11-28', status: 'Ativo', memberSince: '2011-04-18', validUntil: '2027-02-26' } as const;
    expect(checkKind(membershipCheck)).toBe('Declaração de associado');
    expect(checkStatement(membershipCheck)).toBe('Maria faz parte do quadro de associados da Associação dos Aposentados e Pensionistas desde 18/04/2011. Situação na data de emissão: Ativo.');
    const annualCheck = { kind: 'annual', firstName: 'Maria', issuedOn: '2026-11-28', year: 2025 } as const;
    expect(checkKind(annualCheck)).toBe('Declaração anual de quitação de 2025');
    expect(checkStatement(annualCheck)).toBe('Maria pagou todas as faturas com vencimento em 2025 à Associação dos Aposentados e Pensionistas (quitação anual, Lei nº 12.007, de 29 de julho de 2009).');
  });
});

describe('PDF das declarações', () => {
  for (const [name, text] of [['associado', membershipText(membership)], ['quitação', annualText(annual)]] as const) {
    it(`${name}: texto real lido de volta, pt-BR, título nos metadados, uma página, até 150 KB, QR em vetores`, async () => {
      const bytes = await declarationPdf(text, URL);
      expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
      const read = await readBack(bytes);
      expect(read.pages).toBe(1);
      expect(read.info.Title).toBe(text.title);
      expect(read.info.Language).toBe('pt-BR');
      // pdf.js splits lines into items: compare with the spaces evened out.
      const flat = read.text.replace(/\s+/g, ' ');
      for (const expected of ['Associação dos Aposentados e Pensionistas', text.title, ...paragraphsOf(text), URL, `Código de verificação: ${CODE}`]) {
        expect(flat).toContain(expected);
      }
      // No picture anywhere: the QR is paths, the text is text.
      const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
      expect(read.operators.fnArray).not.toContain(OPS.paintImageXObject);
      expect(read.operators.fnArray).toContain(OPS.constructPath);
    });
  }
});
