// Content every member sees: news, FAQ, accounting reports and official documents.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { accountingReports, faq, news, officialDocuments } from '../db/schema.ts';
import { makePdf, simplePdf } from './pdf.ts';
import { FAQ_ENTRIES, NEWS_ITEMS, NEWS_PICTURES, type NewsPicture } from './content-texts.ts';

const ASSETS = join(import.meta.dirname, 'assets');
const asset = (name: string) => new Uint8Array(readFileSync(join(ASSETS, name)));

export async function seedNews(tx: Db, today: Date): Promise<void> {
  const pictures = new Map(NEWS_PICTURES.map((name, index) => [name, asset(`noticia-${index + 1}.webp`)] as [NewsPicture, Uint8Array]));
  const rows = await Promise.all(NEWS_ITEMS.map(async (item, index) => {
    // Spread over recent months, newest first.
    const date = new Date(today.getTime() - (index * 5 + 1) * 86_400_000).toISOString().slice(0, 10);
    const withFile = index % 5 === 2;
    return {
      title: item.title,
      description: item.description,
      date,
      image: item.picture ? pictures.get(item.picture)! : null,
      link: index % 3 === 0 ? 'https://www.gov.br/inss/pt-br' : null,
      file: withFile ? await simplePdf(item.title, item.description) : null,
      fileName: withFile ? `noticia-${index + 1}.pdf` : null,
    };
  }));
  await tx.insert(news).values(rows);
}

export async function seedFaq(tx: Db): Promise<void> {
  await tx.insert(faq).values(FAQ_ENTRIES.map(([question, answer], position) => ({ question, answer, position })));
}

const REPORT_TITLES = {
  dre: 'Demonstração do Resultado do Exercício',
  balanco: 'Balanço Patrimonial',
  auditoria: 'Parecer da Auditoria Independente',
  analiseBalanco: 'Análise do Balanço',
  relatorioAuditoria: 'Relatório de Auditoria',
} as const;

/** 2025 has all five documents, 2021 only dre and balanco (DESIGN §8). */
const REPORT_KINDS_BY_YEAR: Record<number, (keyof typeof REPORT_TITLES)[]> = {
  2025: ['dre', 'balanco', 'auditoria', 'analiseBalanco', 'relatorioAuditoria'],
  2024: ['dre', 'balanco', 'auditoria', 'analiseBalanco'],
  2023: ['dre', 'balanco', 'auditoria'],
  2022: ['dre', 'balanco', 'auditoria'],
  2021: ['dre', 'balanco'],
};

export async function seedOfficialDocuments(tx: Db): Promise<void> {
  const years = Object.keys(REPORT_KINDS_BY_YEAR).map(Number);
  await tx.insert(accountingReports).values(years.map((year) => ({ year })));
  const reports = await Promise.all(years.flatMap((year) => REPORT_KINDS_BY_YEAR[year]!.map(async (kind, position) => {
    const title = `${REPORT_TITLES[kind]} ${year}`;
    return {
      category: 'accounting', reportYear: year, kind, title, position,
      data: await makePdf(title, [
        { heading: 'Apresentação', paragraphs: [`${REPORT_TITLES[kind]} da Associação referente ao exercício encerrado em 31/12/${year}.`, 'Valores expressos em reais (R$).'] },
        { heading: 'Notas explicativas', paragraphs: ['As demonstrações foram elaboradas de acordo com as práticas contábeis adotadas no Brasil aplicáveis às entidades sem fins lucrativos (ITG 2002).'] },
      ]),
    };
  })));
  const lists = [
    ...await documentList('ago2024', [
      ['Edital de Convocação A.G.O 2024', 'Convocação dos associados para a Assembleia Geral Ordinária de abril de 2024.'],
      ['Ata da A.G.O 2024', 'Registro das deliberações da Assembleia Geral Ordinária de abril de 2024.'],
      ['Parecer do Conselho Fiscal 2023', 'Parecer favorável à aprovação das contas do exercício de 2023.'],
    ]),
    ...await documentList('ago2025', [
      ['Edital de Convocação A.G.O 2025', 'Convocação dos associados para a Assembleia Geral Ordinária de abril de 2025.'],
      ['Parecer do Conselho Fiscal 2024', 'Parecer favorável à aprovação das contas do exercício de 2024.'],
    ]),
    // Protected on purpose: exercises the viewer's password prompt (password 'assembleia').
    { category: 'ago2025', title: 'Ata da A.G.O 2025 (documento protegido)', data: asset('ago-2025-ata-restrita.pdf'), position: 2 },
    ...await documentList('informativo', [
      ['Informativo Jurídico: revisão da vida toda', 'Situação atual das ações de revisão da vida toda após a decisão do STF.'],
      ['Informativo Jurídico: descontos indevidos no benefício', 'Como identificar e contestar descontos associativos não autorizados no INSS.'],
      ['Informativo Jurídico: isenção de IR por doença grave', 'Quem tem direito à isenção do imposto de renda sobre aposentadoria e como pedir.'],
      ['Informativo Jurídico: prova de vida', 'Mudanças na prova de vida do INSS e o que o aposentado precisa fazer.'],
    ]),
  ];
  await tx.insert(officialDocuments).values([...reports, ...lists]);
}

async function documentList(category: string, items: [string, string][]) {
  return Promise.all(items.map(async ([title, summary], position) => ({
    category, title, position, data: await simplePdf(title, summary, position + 1),
  })));
}
