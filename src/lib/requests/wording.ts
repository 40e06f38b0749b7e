// What the request pages say (issue 23 §2), in one place for the pages and their tests.
import { REQUEST_MESSAGE_MAX } from '../../../contract/member-requests.ts';

export const REQUESTS_TITLE = 'Fale com a associação';

export const REQUEST_TEXT = {
  intro: 'Escreva para a associação sobre o seu cadastro, as suas faturas, um processo ou um documento. Você recebe um número de protocolo na hora, por aqui e por e-mail, e acompanha a resposta nesta página.',
  subject: 'Assunto',
  subjectChoose: 'Selecione o assunto',
  message: 'Mensagem',
  messageHint: `Até ${REQUEST_MESSAGE_MAX.toLocaleString('pt-BR')} caracteres.`,
  attachment: 'Anexo (opcional)',
  attachmentHint: (mb: number) => `Um arquivo PDF ou uma foto JPEG ou PNG, de até ${mb} MB. Fotos grandes são reduzidas ao serem guardadas.`,
  attachmentAgain: 'Se você tinha escolhido um anexo, escolha o arquivo de novo.',
  send: 'Enviar mensagem',
  listTitle: 'Minhas solicitações',
  empty: 'Você ainda não enviou nenhuma solicitação.',
  subjectMissing: 'Escolha o assunto da sua mensagem.',
  messageMissing: 'Escreva a sua mensagem para a associação.',
  messageTooLong: `A mensagem passa do limite de ${REQUEST_MESSAGE_MAX.toLocaleString('pt-BR')} caracteres. Encurte o texto.`,
  attachmentTooLarge: (mb: number) => `O arquivo anexado passa do limite de ${mb} MB. Envie um arquivo menor ou uma foto do documento.`,
  sent: (protocol: string) => `Mensagem enviada. Seu número de protocolo é ${protocol}. Enviamos esse número também para o seu e-mail.`,
  back: 'Voltar para Fale com a associação',
  sentOn: 'Enviada em',
  status: 'Situação',
  download: 'Baixar o anexo',
  answersTitle: 'Respostas da associação',
  noAnswers: 'A associação ainda não respondeu. Avisaremos por e-mail quando houver resposta.',
  answeredBy: (name: string, when: string) => `${name}, em ${when}`,
} as const;

export const protocolLabel = (protocol: string) => `Protocolo ${protocol}`;

/** '245 KB', '3,4 MB': an attachment's size as a member reads it. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}
