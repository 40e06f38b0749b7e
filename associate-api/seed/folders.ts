// Maria's shared folders (DESIGN §8): one already authorized, one restricted with terms, one
// with subfolders and 14 files.
import type { Db } from '../db/client.ts';
import { folderAuthorizations, sharedFiles, sharedFolderMembers, sharedFolders } from '../db/schema.ts';
import { simplePdf } from './pdf.ts';

const TERMS = 'Os documentos desta pasta são de uso exclusivo do associado. É proibido copiar, imprimir, fotografar ou divulgar seu conteúdo. O acesso é registrado com data, endereço IP e dispositivo.';

export async function seedFolders(tx: Db, associateId: number, today: Date): Promise<void> {
  const created = (days: number) => new Date(today.getTime() - days * 86_400_000);
  const [authorized, restricted, large] = await tx.insert(sharedFolders).values([
    { name: 'acordos-coletivos', title: 'Acordos coletivos', description: 'Acordos firmados pela associação em favor dos associados.', requiresAuthorization: true, authorizationTitle: 'Termo de confidencialidade', termsText: TERMS, createdAt: created(200) },
    { name: 'processo-coletivo-2024', title: 'Processo coletivo 2024', description: 'Peças e decisões da ação coletiva de revisão ajuizada em 2024.', requiresAuthorization: true, authorizationTitle: 'Termo de confidencialidade da ação coletiva', termsText: TERMS, createdAt: created(150) },
    { name: 'documentos-da-associada', title: 'Documentos da associada', description: 'Cópias dos documentos entregues à associação e comprovantes.', requiresAuthorization: false, createdAt: created(400) },
  ]).returning({ id: sharedFolders.id });
  const subfolders = await tx.insert(sharedFolders).values([
    { parentId: large!.id, name: 'comprovantes', title: 'Comprovantes', description: 'Comprovantes de pagamento e de residência.', createdAt: created(300) },
    { parentId: large!.id, name: 'declaracoes', title: 'Declarações', description: 'Declarações anuais para o imposto de renda.', createdAt: created(250) },
  ]).returning({ id: sharedFolders.id });

  await tx.insert(sharedFolderMembers).values([authorized!, restricted!, large!].map(({ id }) => ({ folderId: id, associateId })));
  await tx.insert(folderAuthorizations).values({
    folderId: authorized!.id, associateId, slug: `/pastasCompartilhadas/${authorized!.id}`, durationSeconds: 95,
    scrollDepth: 100, device: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', ip: '127.0.0.1', createdAt: created(30),
  });

  const fileSpecs: { folderId: number; title: string }[] = [
    ...Array.from({ length: 12 }, (_, n) => ({ folderId: large!.id, title: `Documento ${String(n + 1).padStart(2, '0')} - ${n % 2 ? 'Comprovante de residência' : 'Extrato de pagamento do INSS'}` })),
    { folderId: subfolders[0]!.id, title: 'Comprovante de pagamento da mensalidade' },
    { folderId: subfolders[1]!.id, title: 'Declaração anual de contribuições' },
    { folderId: authorized!.id, title: 'Acordo coletivo 2025' },
    { folderId: restricted!.id, title: 'Petição inicial da ação coletiva' },
  ];
  await tx.insert(sharedFiles).values(await Promise.all(fileSpecs.map(async (spec, n) => ({
    ...spec,
    fileName: `documento-${n + 1}.pdf`,
    data: await simplePdf(spec.title, `${spec.title}: cópia digital disponível apenas para consulta na Área do Associado.`),
    createdAt: created(100 - n),
  }))));
}
