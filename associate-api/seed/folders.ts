// Maria's shared folders (DESIGN §8): one already authorized, two restricted with terms (one to
// accept with JavaScript and one without in the same test run), one with subfolders (one nested
// two levels deep) and 12 files of its own.
import type { Db } from '../db/client.ts';
import { folderAuthorizations, sharedFiles, sharedFolderMembers, sharedFolders } from '../db/schema.ts';
import { termsHash } from '../services/folder-terms.ts';
import { simplePdf } from './pdf.ts';

const STAFF_EMAILS = ['juridico@associacao.example.com.br', 'secretaria.administrativa@associacao.example.com.br'];

const TERMS = 'Os documentos desta pasta são de uso exclusivo do associado. É proibido copiar, imprimir, fotografar ou divulgar seu conteúdo. O acesso é registrado com data, endereço IP e dispositivo.';

// Long enough that the terms box (240 px high) must be scrolled to read it all.
const LONG_TERMS = [
  'Os documentos desta pasta tratam de propostas ainda em discussão e são de uso exclusivo do associado.',
  'Ao aceitar este termo, o associado se compromete a não copiar, imprimir, fotografar, gravar ou divulgar, no todo ou em parte, o conteúdo dos documentos, inclusive em grupos de mensagens e redes sociais.',
  'O acesso é pessoal e intransferível. Cada acesso é registrado com data, hora, endereço IP, dispositivo, tempo de leitura e quanto deste termo foi lido.',
  'A divulgação indevida sujeita o associado às sanções previstas no estatuto, sem prejuízo da responsabilidade civil e criminal.',
  'Em caso de dúvida sobre o conteúdo dos documentos, procure a secretaria da associação antes da assembleia.',
].join('\n\n');

export async function seedFolders(tx: Db, associateId: number, today: Date): Promise<void> {
  const created = (days: number) => new Date(today.getTime() - days * 86_400_000);
  const [authorized, restricted, large, restrictedToo] = await tx.insert(sharedFolders).values([
    { name: 'acordos-coletivos', title: 'Acordos coletivos', description: 'Acordos firmados pela associação em favor dos associados.', requiresAuthorization: true, authorizationTitle: 'Termo de confidencialidade', termsText: TERMS, createdAt: created(200) },
    { name: 'processo-coletivo-2024', title: 'Processo coletivo 2024', description: 'Peças e decisões da ação coletiva de revisão ajuizada em 2024.', requiresAuthorization: true, authorizationTitle: 'Termo de confidencialidade da ação coletiva', termsText: TERMS, createdAt: created(150) },
    { name: 'documentos-da-associada', title: 'Documentos da associada', description: 'Cópias dos documentos entregues à associação e comprovantes.', requiresAuthorization: false, createdAt: created(400) },
    { name: 'assembleia-extraordinaria-2025', title: 'Assembleia extraordinária 2025', description: 'Propostas, pareceres e votos da assembleia extraordinária convocada para rever o estatuto da associação.', requiresAuthorization: true, authorizationTitle: 'Termo de sigilo da assembleia', termsText: LONG_TERMS, createdAt: created(90) },
  ]).returning({ id: sharedFolders.id });
  const subfolders = await tx.insert(sharedFolders).values([
    { parentId: large!.id, name: 'comprovantes', title: 'Comprovantes', description: 'Comprovantes de pagamento e de residência.', createdAt: created(300) },
    { parentId: large!.id, name: 'declaracoes', title: 'Declarações', description: 'Declarações anuais para o imposto de renda.', createdAt: created(250) },
  ]).returning({ id: sharedFolders.id });
  const [nested] = await tx.insert(sharedFolders).values(
    { parentId: subfolders[1]!.id, name: 'anos-anteriores', title: 'Anos anteriores', description: 'Declarações de 2020 a 2023.', createdAt: created(240) },
  ).returning({ id: sharedFolders.id });

  await tx.insert(sharedFolderMembers).values([authorized!, restricted!, large!, restrictedToo!].map(({ id }) => ({ folderId: id, associateId })));
  await tx.insert(folderAuthorizations).values({
    folderId: authorized!.id, associateId, slug: `/pastasCompartilhadas/${authorized!.id}`, durationSeconds: 95,
    termsServedAt: new Date(created(30).getTime() - 95_000), reportedScrollDepth: 100, device: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', ip: '127.0.0.1', createdAt: created(30),
    termsVersion: 1, termsHash: termsHash('Termo de confidencialidade', TERMS),
  });

  const fileSpecs: { folderId: number; title: string }[] = [
    ...Array.from({ length: 12 }, (_, n) => ({ folderId: large!.id, title: `Documento ${String(n + 1).padStart(2, '0')} - ${n % 2 ? 'Comprovante de residência' : 'Extrato de pagamento do INSS'}` })),
    { folderId: subfolders[0]!.id, title: 'Comprovante de pagamento da mensalidade' },
    { folderId: subfolders[1]!.id, title: 'Declaração anual de contribuições' },
    { folderId: authorized!.id, title: 'Acordo coletivo 2025' },
    { folderId: restricted!.id, title: 'Petição inicial da ação coletiva' },
    { folderId: restrictedToo!.id, title: 'Proposta de reforma do estatuto' },
    { folderId: nested!.id, title: 'Declaração anual de contribuições de 2023' },
  ];
  await tx.insert(sharedFiles).values(await Promise.all(fileSpecs.map(async (spec, n) => ({
    ...spec,
    fileName: `documento-${n + 1}.pdf`,
    data: await simplePdf(spec.title, `${spec.title}: cópia digital disponível apenas para consulta na Área do Associado.`),
    uploaderEmail: STAFF_EMAILS[n % STAFF_EMAILS.length]!,
    createdAt: created(100 - n),
  }))));
}
