// Maria's requests to the association (issue 23 §2): one already answered, so the demo and the
// browser checks show a request with the association's answer. Its protocol is the first of its
// year, taken from the same counter as every request.
import type { Db } from '../db/client.ts';
import { memberRequestAnswers, memberRequests } from '../db/schema.ts';
import { nextProtocol } from '../services/requests/protocol.ts';

const DAY = 86_400_000;

export async function seedRequests(tx: Db, associateId: number, today: Date): Promise<void> {
  const sentAt = new Date(today.getTime() - 12 * DAY);
  const answeredAt = new Date(today.getTime() - 10 * DAY);
  const [request] = await tx.insert(memberRequests).values({
    associateId,
    protocol: await nextProtocol(tx, sentAt),
    subject: 'cadastro',
    message: 'Bom dia. Mudei de endereço em janeiro e gostaria de saber se preciso enviar algum comprovante para atualizar o meu cadastro.',
    status: 'respondido',
    createdAt: sentAt,
    updatedAt: answeredAt,
  }).returning({ id: memberRequests.id });
  await tx.insert(memberRequestAnswers).values({
    requestId: request!.id,
    staffName: 'Atendimento da associação',
    body: 'Bom dia, Maria. Você mesma pode atualizar o endereço em Perfil, na Área do Associado; não é preciso enviar comprovante.\nQualquer dúvida, estamos à disposição.',
    createdAt: answeredAt,
  });
}
