// Issue 20 #10: 'Ler como texto' reads a PDF's text on the server, page by page in paragraphs;
// says when a PDF is a scan or needs its password; and stays within its limits, in a worker thread.
import { readFile } from 'node:fs/promises';
import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../associate-api/seed/pdf.ts';
import { extractText } from '../../src/lib/pdf-text/extract-text.ts';
import { extractTextInWorker, TEXT_LIMITS } from '../../src/lib/pdf-text/extract-text-thread.ts';

const LIMITS = { maxPages: 300, maxChars: 400_000 };
const PROTECTED = new URL('../../associate-api/seed/assets/ago-2025-ata-restrita.pdf', import.meta.url);

const report = (pages: number) => makePdf('Relatório anual', Array.from({ length: pages }, (_, i) => ({
  heading: `Seção ${i + 1}`,
  paragraphs: [
    'A associação encerrou o exercício com as contas aprovadas pelo Conselho Fiscal, que examinou cada lançamento.',
    `Segundo parágrafo da seção ${i + 1}, separado do primeiro por um espaço em branco.`,
  ],
})));

async function scan(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawRectangle({ x: 50, y: 50, width: 400, height: 600, color: rgb(0.8, 0.8, 0.8) });
  return pdf.save();
}

describe('extractText', () => {
  it('devolve o texto por página, em parágrafos, com linhas quebradas juntadas', async () => {
    const result = await extractText(await report(2), LIMITS);
    expect(result.kind).toBe('text');
    if (result.kind !== 'text') return;
    expect(result.pageCount).toBe(2);
    expect(result.truncated).toBe(false);
    expect(result.pages[1]).toContain('Seção 2');
    const first = result.pages[0]!.find((paragraph) => paragraph.startsWith('A associação encerrou'));
    expect(first).toBe('A associação encerrou o exercício com as contas aprovadas pelo Conselho Fiscal, que examinou cada lançamento.');
    expect(result.pages[0]).toContain('Segundo parágrafo da seção 1, separado do primeiro por um espaço em branco.');
  });

  it('um PDF sem texto (digitalizado) é dito como tal', async () => {
    expect(await extractText(await scan(), LIMITS)).toEqual({ kind: 'scanned', pageCount: 1 });
  });

  it('um PDF com senha pede a senha, recusa a errada e abre com a certa', async () => {
    const bytes = await readFile(PROTECTED);
    expect(await extractText(new Uint8Array(bytes), LIMITS)).toEqual({ kind: 'password', wrong: false });
    expect(await extractText(new Uint8Array(bytes), LIMITS, 'errada')).toEqual({ kind: 'password', wrong: true });
    const opened = await extractText(new Uint8Array(bytes), LIMITS, 'assembleia');
    expect(opened.kind).toBe('text');
    expect(JSON.stringify(opened)).toContain('Ata da Assembleia Geral Ordinaria');
  });

  it('para no limite de páginas e no de caracteres, e diz que cortou', async () => {
    // pdf.js takes over the bytes it is given: each reading gets its own copy.
    const long = await report(10);
    const byPages = await extractText(long.slice(), { maxPages: 3, maxChars: 400_000 });
    expect(byPages).toMatchObject({ kind: 'text', pageCount: 10, truncated: true });
    if (byPages.kind === 'text') expect(byPages.pages).toHaveLength(3);
    const byChars = await extractText(long.slice(), { maxPages: 300, maxChars: 500 });
    expect(byChars).toMatchObject({ kind: 'text', truncated: true });
    if (byChars.kind === 'text') expect(byChars.pages.flat().join('').length).toBeLessThanOrEqual(500);
  });

  it('bytes que não são PDF: ilegível, sem exceção', async () => {
    expect(await extractText(new TextEncoder().encode('não é um PDF'), LIMITS)).toEqual({ kind: 'unreadable' });
  });
});

describe('extractTextInWorker', () => {
  it('lê numa worker thread o mesmo texto', async () => {
    const answer = await extractTextInWorker(await report(1));
    expect(answer.kind).toBe('text');
    expect(JSON.stringify(answer)).toContain('Seção 1');
  });

  it('recusa acima do tamanho sem abrir um worker', async () => {
    expect(await extractTextInWorker(new Uint8Array(TEXT_LIMITS.maxBytes + 1))).toEqual({ kind: 'too-large' });
  });

  it('com todos os lugares e a fila ocupados, responde "ocupado" em vez de acumular', async () => {
    const bytes = await report(1);
    const capacity = TEXT_LIMITS.running + TEXT_LIMITS.waiting;
    const answers = await Promise.all(Array.from({ length: capacity + 1 }, () => extractTextInWorker(bytes.slice())));
    expect(answers.filter((answer) => answer.kind === 'busy')).toHaveLength(1);
    expect(answers.filter((answer) => answer.kind === 'text')).toHaveLength(capacity);
    // Six readings through two workers: seconds on a busy 2-core machine, not the 5 s default.
  }, 30_000);
});
