// The invitation a member's representative receives (issue 23 §4), through the one mailer.
import type { Services } from '../app-env.ts';
import type { Scope } from '../middleware/representative-policy.ts';
import { firstName } from './accounts.ts';

/** How the scope reads to a person: the same words the member chose from. */
export const SCOPE_WORDS: Record<Scope, string> = { consultar: 'consultar', consultar_pagar: 'consultar e pagar' };

export async function sendInvitation(
  services: Services, invitation: { to: string; name: string; memberName: string; scope: Scope; token: string },
): Promise<void> {
  await services.mailer.send({
    to: invitation.to,
    subject: `${invitation.memberName} convidou você para ser representante na Área do Associado`,
    text: [
      `Olá, ${firstName(invitation.name)}.`,
      '',
      `${invitation.memberName} convidou você para acessar a conta dela ou dele na Área do Associado como representante, com permissão para ${SCOPE_WORDS[invitation.scope]}.`,
      'Para aceitar, abra o link abaixo. Ele vale por 7 dias e só pode ser usado uma vez:',
      '',
      `${services.config.publicUrl}/convite/${invitation.token}`,
      '',
      `Se você não conhece este convite, ignore esta mensagem. Em caso de dúvida, ligue para a associação: ${services.config.supportPhone}.`,
    ].join('\n'),
  });
}
