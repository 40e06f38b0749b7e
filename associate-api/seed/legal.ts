// Maria's legal area: 13 lawsuits; the first has 16 updates and 13 motions covering pending,
// granted ('defired') and denied outcomes, the last exactly 20 updates and 10 motions: multiples
// of the page size of 10, so paging reaches a page that brings nothing new (DESIGN §8).
import type { Db } from '../db/client.ts';
import { lawsuitMotions, lawsuitUpdates, lawsuits } from '../db/schema.ts';
import { simplePdf } from './pdf.ts';

const ACTIONS = [
  'Revisão da vida toda', 'Revisão do teto', 'Restituição de descontos indevidos', 'Isenção de imposto de renda',
  'Aposentadoria especial', 'Revisão do buraco negro', 'Pensão por morte', 'Auxílio-acompanhante (25%)',
  'Revisão de atrasados', 'Devolução de contribuição', 'Correção do FGTS', 'Revisão do IRSM',
];
const COURTS = ['TRF da 3ª Região', 'Justiça Federal de São Paulo', 'Juizado Especial Federal'];

export async function seedLegal(tx: Db, associateId: number, today: Date): Promise<void> {
  const rows = await tx.insert(lawsuits).values(ACTIONS.map((actionName, n) => ({
    associateId,
    actionName,
    number: `${String(5001234 + n * 7919).padStart(7, '0')}-${10 + n}.${2019 + (n % 6)}.4.03.6100`,
    caseTitle: `Maria Aparecida da Silva x Instituto Nacional do Seguro Social - ${actionName}`,
    updatedAt: new Date(today.getTime() - n * 9 * 86_400_000),
    court: COURTS[n % COURTS.length]!,
    vara: `${(n % 10) + 1}ª Vara Previdenciária`,
    lawFirmName: 'Assessoria Jurídica da Associação',
    lawyerName: n % 2 === 0 ? 'Dra. Helena Marques (OAB/SP 123.456)' : 'Dr. Ricardo Nunes (OAB/SP 234.567)',
  }))).returning({ id: lawsuits.id });
  const main = rows[0]!.id;
  const day = (n: number) => new Date(today.getTime() - n * 86_400_000);
  const sentence = await simplePdf('Sentença', 'Sentença que julgou procedente o pedido de revisão do benefício.', 2);

  const updateTitles = [
    'Petição inicial distribuída', 'Citação do INSS', 'Contestação apresentada', 'Réplica protocolada',
    'Processo concluso para decisão', 'Despacho: especificação de provas', 'Juntada de cálculos',
    'Laudo contábil anexado', 'Manifestação sobre o laudo', 'Sentença publicada', 'Recurso do INSS',
    'Contrarrazões apresentadas', 'Remessa ao tribunal', 'Acórdão publicado', 'Trânsito em julgado', 'Cálculo de atrasados',
  ];
  await tx.insert(lawsuitUpdates).values([
    ...updateTitles.map((title, n) => ({
      lawsuitId: main, title, createdAt: day(300 - n * 18),
      description: `${title}. Acompanhamento feito pela assessoria jurídica; nenhuma providência é necessária por parte da associada.`,
      fileName: title === 'Sentença publicada' ? 'sentenca.pdf' : null,
      file: title === 'Sentença publicada' ? sentence : null,
    })),
    ...rows.slice(1, 6).map(({ id }, n) => ({ lawsuitId: id, title: 'Processo distribuído', description: 'A ação foi distribuída e aguarda citação.', createdAt: day(60 + n) })),
  ]);

  const outcomes = [null, 'defired', 'indeferido'] as const;
  const motionTypes = ['Pedido de tutela de urgência', 'Juntada de documentos', 'Pedido de perícia', 'Embargos de declaração', 'Pedido de prioridade (idosa)'];
  await tx.insert(lawsuitMotions).values(Array.from({ length: 13 }, (_, n) => {
    const outcome = outcomes[n % 3]!;
    return {
      lawsuitId: main, motionType: motionTypes[n % motionTypes.length]!, filedBy: n % 4 === 3 ? 'INSS' : 'Autora',
      filedDate: isoDate(day(290 - n * 20)), createdAt: day(290 - n * 20),
      description: `${motionTypes[n % motionTypes.length]} apresentado nos autos.`,
      outcome,
      judgeName: outcome === null ? null : 'Juíza Federal Cláudia Rocha',
      decisionDate: outcome === null ? null : isoDate(day(280 - n * 20)),
      notes: outcome === 'defired' ? 'Pedido deferido.' : outcome === null ? 'Aguardando decisão.' : 'Pedido indeferido; cabe recurso.',
      fileName: n === 0 ? 'tutela.pdf' : null,
      file: n === 0 ? sentence : null,
    };
  }));
  await seedExactPages(tx, associateId, today);
}

/** The lawsuit whose updates (20) and motions (10) fill whole pages of 10 and nothing more. */
async function seedExactPages(tx: Db, associateId: number, today: Date): Promise<void> {
  const day = (n: number) => new Date(today.getTime() - n * 86_400_000);
  const [row] = await tx.insert(lawsuits).values({
    associateId,
    actionName: 'Revisão da pensão por morte',
    number: '5098765-43.2022.4.03.6183',
    caseTitle: 'Maria Aparecida da Silva x Instituto Nacional do Seguro Social - Revisão da pensão por morte',
    updatedAt: day(2),
    court: 'Justiça Federal de São Paulo',
    vara: '3ª Vara Previdenciária',
    lawFirmName: 'Assessoria Jurídica da Associação',
    lawyerName: 'Dra. Helena Marques (OAB/SP 123.456)',
  }).returning({ id: lawsuits.id });
  const lawsuitId = row!.id;
  await tx.insert(lawsuitUpdates).values(Array.from({ length: 20 }, (_, n) => ({
    lawsuitId,
    title: `Andamento ${n + 1}: ${n % 2 ? 'juntada de petição' : 'despacho publicado'}`,
    description: `Movimentação nº ${n + 1} registrada pela assessoria jurídica; nenhuma providência da associada é necessária.`,
    createdAt: day(400 - n * 19),
  })));
  const outcomes = [null, 'defired', 'indeferido'] as const;
  await tx.insert(lawsuitMotions).values(Array.from({ length: 10 }, (_, n) => {
    const outcome = outcomes[n % 3]!;
    return {
      lawsuitId, motionType: n % 2 ? 'Pedido de juntada de documentos' : 'Pedido de prioridade (idosa)', filedBy: 'Autora',
      filedDate: isoDate(day(390 - n * 30)), createdAt: day(390 - n * 30),
      description: `Solicitação nº ${n + 1} apresentada nos autos.`,
      outcome,
      judgeName: outcome === null ? null : 'Juiz Federal Paulo Andrade',
      decisionDate: outcome === null ? null : isoDate(day(380 - n * 30)),
      notes: null,
    };
  }));
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
