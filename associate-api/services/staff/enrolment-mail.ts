// The e-mail that carries a staff enrolment link (the admin also sees it on screen).
import type { Services } from '../../app-env.ts';

export async function sendEnrolmentLink(services: Services, person: { email: string; name: string }, link: string): Promise<void> {
  await services.mailer.send({
    to: person.email,
    subject: 'Cadastro na Gestão da Área do Associado',
    text: [
      `Olá, ${person.name.split(/\s+/)[0]}.`,
      '',
      'Uma conta da equipe foi criada para você na Gestão da Área do Associado.',
      'Para criar a sua senha e cadastrar o aplicativo autenticador, abra o link abaixo. Ele vale por 72 horas e só pode ser usado uma vez:',
      '',
      link,
      '',
      'Se você não esperava esta mensagem, ignore-a e avise a associação.',
    ].join('\n'),
  });
}
