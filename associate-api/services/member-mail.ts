// The e-mails a member receives about their account, with the link or the notice each needs.
// Notices go to the address on file (for an e-mail change: to the old one, so a member whose
// e-mail was changed behind their back hears of it where they still read).
import type { Services } from '../app-env.ts';
import { firstName } from './accounts.ts';

type Member = { name: string; email: string };

const IGNORE_IF_YOURS = 'Se não foi você, ligue para a associação o quanto antes';

export async function sendRecoveryLink(services: Services, member: Member, token: string): Promise<void> {
  await services.mailer.send({
    to: member.email,
    subject: 'Recuperação de senha da Área do Associado',
    text: [
      `Olá, ${firstName(member.name)}.`,
      '',
      'Recebemos um pedido para criar uma nova senha de acesso à Área do Associado.',
      'Para continuar, abra o link abaixo. Ele vale por 1 hora e só pode ser usado uma vez:',
      '',
      `${services.config.publicUrl}/${token}`,
      '',
      'Se não foi você quem pediu, ignore esta mensagem: sua senha atual continua valendo.',
    ].join('\n'),
  });
}

export async function sendActivationLink(services: Services, member: Member, token: string): Promise<void> {
  await services.mailer.send({
    to: member.email,
    subject: 'Ative sua senha da Área do Associado',
    text: [
      `Olá, ${firstName(member.name)}.`,
      '',
      'Recebemos um pedido de primeiro acesso à Área do Associado.',
      'Para criar a sua senha e entrar, abra o link abaixo. Ele vale por 1 hora e só pode ser usado uma vez:',
      '',
      `${services.config.publicUrl}/${token}`,
      '',
      `Se não foi você quem pediu, ignore esta mensagem: sem este link nada muda na sua conta. Em caso de dúvida, ligue para a associação: ${services.config.supportPhone}.`,
    ].join('\n'),
  });
}

export async function sendPasswordChangedNotice(services: Services, member: Member): Promise<void> {
  await services.mailer.send({
    to: member.email,
    subject: 'Sua senha foi alterada',
    text: [
      `Olá, ${firstName(member.name)}.`,
      '',
      'Sua senha da Área do Associado foi alterada, e as outras sessões abertas foram encerradas.',
      '',
      `${IGNORE_IF_YOURS}: ${services.config.supportPhone}.`,
    ].join('\n'),
  });
}

export async function sendEmailChangedNotice(services: Services, member: Member, oldEmail: string): Promise<void> {
  await services.mailer.send({
    to: oldEmail,
    subject: 'Seu e-mail de cadastro foi alterado',
    text: [
      `Olá, ${firstName(member.name)}.`,
      '',
      `O e-mail do seu cadastro na Área do Associado foi alterado para ${maskEmail(member.email)}.`,
      'Os links de recuperação de senha pendentes foram cancelados.',
      '',
      `${IGNORE_IF_YOURS}: ${services.config.supportPhone}.`,
    ].join('\n'),
  });
}

/** 'm•••@g•••.com' for maria@gmail.com: enough for a member to recognise their own address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.indexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const suffix = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}•••@${host.slice(0, 1)}•••${suffix}`;
}
