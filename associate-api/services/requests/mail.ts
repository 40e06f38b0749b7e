// The e-mails of a request: its protocol as soon as it is received, and a notice for every answer.
// The answer itself stays behind the sign-in (a mailbox is read on shared and lost phones); the
// e-mail says where to read it.
import { subjectLabel } from '../../../contract/member-requests.ts';
import type { Services } from '../../app-env.ts';
import { firstName } from '../accounts.ts';

type Recipient = { name: string; email: string };
type Mailing = Pick<Services, 'mailer' | 'config'>;

const requestUrl = (services: Mailing, protocol: string) => `${services.config.publicUrl}/atendimento/${protocol}`;

export async function sendRequestReceived(services: Mailing, member: Recipient, request: { protocol: string; subject: string }): Promise<void> {
  await services.mailer.send({
    to: member.email,
    subject: `Recebemos sua solicitação - Protocolo ${request.protocol}`,
    text: [
      `Olá, ${firstName(member.name)}.`,
      '',
      `Recebemos sua solicitação sobre ${subjectLabel(request.subject)}.`,
      '',
      `Protocolo ${request.protocol}`,
      '',
      'Guarde este número: com ele você acompanha o atendimento na Área do Associado, em',
      requestUrl(services, request.protocol),
      '',
      'Avisaremos por e-mail quando a associação responder.',
    ].join('\n'),
  });
}

export async function sendRequestAnswered(services: Mailing, member: Recipient, request: { protocol: string }): Promise<void> {
  await services.mailer.send({
    to: member.email,
    subject: `Sua solicitação foi respondida - Protocolo ${request.protocol}`,
    text: [
      `Olá, ${firstName(member.name)}.`,
      '',
      `A associação respondeu à sua solicitação de Protocolo ${request.protocol}.`,
      'Para ler a resposta, entre na Área do Associado:',
      '',
      requestUrl(services, request.protocol),
      '',
      `Em caso de dúvida, ligue para a associação: ${services.config.supportPhone}.`,
    ].join('\n'),
  });
}
