// Every msg the associate API answers, in pt-BR. The spec's own texts come from the shared
// contract so the portal and the API never drift.
import { VALIDATION } from '../contract/validation-messages.ts';

export const MSG = {
  ...VALIDATION,
  // Transport and plumbing
  badApiKey: 'Acesso não autorizado.',
  badCsrf: 'Requisição inválida. Recarregue a página e tente novamente.',
  malformedJson: 'Requisição inválida: o corpo deve ser um JSON válido.',
  invalidInput: 'Dados inválidos. Verifique as informações e tente novamente.',
  bodyTooLarge: 'Requisição muito grande.',
  notFound: 'Recurso não encontrado.',
  internal: 'Erro interno. Tente novamente.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  /** A paused sign-in, with the wait rounded up to whole minutes (or hours past 90 minutes). */
  pausedFor: (seconds: number) => `Muitas tentativas. Aguarde ${waitInWords(seconds)} e tente novamente.`,
  notReady: 'Serviço iniciando. Tente novamente em instantes.',
  // Sign-in
  cpfNotFound: 'CPF não encontrado',
  wrongCredentials: 'CPF ou senha incorretos',
  birthDateMismatch: 'Data de nascimento não confere',
  passwordAlreadySet: 'Esta conta já possui senha. Entre com a sua senha.',
  signedIn: 'Login realizado com sucesso',
  forgotSent: 'Se o CPF estiver cadastrado, enviaremos um link de recuperação para o e-mail informado no cadastro.',
  recoveryInvalid: 'Link de recuperação inválido ou expirado',
  passwordChanged: 'Senha alterada com sucesso',
  loggedOut: 'Sessão encerrada',
  // First access by e-mailed link (DESIGN §7.1)
  activationSent: (maskedEmail: string) => `Enviamos um link para ${maskedEmail}. Abra-o em até 1 hora para criar sua senha.`,
  noEmailOnFile: (phone: string) =>
    `Não há e-mail no seu cadastro para enviarmos o link de ativação. Ligue para a associação: ${phone}.`,
  activationInvalid: 'Link de ativação inválido ou expirado',
  activated: 'Senha ativada. Bem-vindo à Área do Associado!',
  linkInvalid: 'Link inválido ou expirado',
  mailFailed: 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.',
  // Account security of a signed-in member
  currentPasswordWrong: 'Senha atual incorreta',
  sessionEnded: 'Sessão encerrada',
  otherSessionsEnded: 'As outras sessões foram encerradas',
  sessionNotFound: 'Sessão não encontrada',
  badSignInLimit: 'Limite inválido: use um número de 1 a 100.',
  sessionExpired: 'Login expirado',
  // Content
  profileUpdated: 'Perfil atualizado com sucesso',
  newsNotFound: 'Notícia não encontrada',
  documentNotFound: 'Documento não encontrado',
  lawsuitNotFound: 'Processo não encontrado',
  folderNotFound: 'Pasta não encontrada',
  fileNotFound: 'Arquivo não encontrado',
  termsRequired: 'Aceite o termo de acesso da pasta para ver o seu conteúdo.',
  noTerms: 'Esta pasta não exige termo de acesso.',
  accessGranted: 'Acesso liberado',
  slugInvalid: 'Pasta inválida: informe o caminho da pasta (/pastasCompartilhadas/{id}).',
  durationInvalid: 'Tempo de leitura inválido: informe os segundos, de 0 a 86400.',
  scrollDepthInvalid: 'Leitura do termo inválida: informe o percentual de 0 a 100, ou nulo se desconhecido.',
  deviceInvalid: 'Dispositivo inválido: informe o navegador em até 512 caracteres.',
  badPage: 'Paginação inválida: limite de 1 a 50 e deslocamento a partir de 0.',
  dateInvalid: (field: string) => `Data inválida em ${field}: use o formato AAAA-MM-DD.`,
  sexInvalid: 'Sexo inválido: use M ou F.',
  civilStateInvalid: 'Estado civil inválido.',
  schoolingInvalid: 'Escolaridade inválida.',
  cepInvalid: 'CEP inválido: informe 8 números.',
  emailInvalid: 'E-mail inválido.',
  searchLength: 'A busca deve ter de 1 a 100 caracteres.',
  searchPage: 'Paginação inválida: limite de 1 a 100 e deslocamento a partir de 0.',
  tooManySearches: 'Muitas buscas seguidas. Aguarde um minuto e tente novamente.',
  cardCodeReplaced: 'Novo código gerado. O código anterior não vale mais.',
  memberCardNotFound: 'Carteirinha não encontrada',
  // Declarations (issue 23)
  declarationNotFound: 'Declaração não encontrada',
  yearNotOver: (year: number) =>
    `O ano de ${year} ainda não terminou. A declaração de quitação de ${year} fica disponível a partir de janeiro de ${year + 1}, se todas as faturas do ano estiverem pagas.`,
  yearWithoutInvoices: (year: number) => `Não há faturas com vencimento em ${year}: não há quitação a declarar para esse ano.`,
  yearOpen: (year: number, open: number) =>
    `Não é possível emitir a declaração de quitação de ${year}: ${open === 1 ? '1 fatura com vencimento nesse ano está' : `${open} faturas com vencimento nesse ano estão`} em aberto.`,
  stateInvalid: 'UF inválida: use a sigla do estado, por exemplo SP.',
  // Finance (the spec §8 fallbacks are the portal's; these are the API's own answers)
  signatureMissing: 'Nenhuma assinatura cadastrada no momento...',
  signatureUpdated: 'Forma de pagamento da assinatura alterada com sucesso',
  signatureMethodInvalid: 'Forma de pagamento inválida: escolha cartão de crédito ou boleto.',
  signatureNeedsCard: 'Cadastre um cartão de crédito ativo antes de escolher o pagamento com cartão.',
  gatewayTokenMissing: 'Dados do cartão ausentes. Informe os dados do cartão novamente.',
  forSubscriptionInvalid: 'Resposta inválida: diga se o cartão passa a pagar a assinatura (sim ou não).',
  cardAdded: 'Cartão de crédito adicionado com sucesso',
  cardAddedForSignature: 'Cartão de crédito adicionado com sucesso. A assinatura passa a ser paga com este cartão.',
  cardAddedSignatureKept: 'Cartão de crédito adicionado com sucesso, mas não foi possível mudar a assinatura agora. Tente de novo em Assinatura.',
  cardDeleted: 'Cartão de crédito excluído com sucesso',
  cardNotFound: 'Cartão não encontrado',
  cardAlreadyDeleted: 'Este cartão já foi deletado',
  cardNotActive: 'Este cartão não está ativo. Escolha um cartão ativo ou PIX.',
  invoiceNotFound: 'Fatura não encontrada',
  invoiceAlreadyPaid: 'Esta fatura já está paga',
  invoiceCanceled: 'Esta fatura foi cancelada e não pode ser paga',
  paymentInProgress: 'Este pagamento já está em andamento. Aguarde alguns instantes e atualize a página.',
  paymentKeyMissing: 'Requisição inválida: falta o cabeçalho Idempotency-Key.',
  paymentKeyReused: 'Esta chave de pagamento já foi usada em outro pedido. Recarregue a página e tente novamente.',
  paymentMethodInvalid: 'Forma de pagamento inválida: escolha um cartão ativo ou PIX.',
  invoicePaid: 'Fatura paga com sucesso',
  pixCreated: 'Código PIX gerado. Pague pelo aplicativo do seu banco; a fatura fica Paga assim que o pagamento for confirmado.',
  cardDeclined: 'Pagamento recusado pela operadora do cartão. Tente outro cartão ou PIX.',
  providerUnavailable: 'O serviço de pagamentos está indisponível no momento. Nada foi cobrado. Tente novamente mais tarde.',
  providerFailedCard: 'Erro ao adicionar cartão de crédito',
  providerFailedDelete: 'Erro ao deletar cartão de crédito',
  providerFailedSignature: 'Erro ao alterar assinatura',
  providerFailedPay: 'Erro ao pagar fatura',
  // One payment state per invoice, attempts settled at the provider, webhooks (DESIGN §7.6)
  paymentInFlight: 'Já existe um pagamento em andamento. Aguarde a confirmação antes de tentar de novo.',
  invoicePaidMeanwhile: 'Esta fatura já foi paga. Nada foi cobrado no cartão.',
  pixCancelFailed: 'Não foi possível cancelar o código PIX aberto desta fatura, por isso o cartão não foi cobrado. Se você já pagou o PIX, aguarde a confirmação; se não pagou, tente de novo em alguns minutos.',
  paymentUnconfirmed: 'O serviço de pagamentos não confirmou a tempo. Não pague de novo: a situação desta fatura será atualizada em alguns minutos.',
  paymentNotCharged: 'O serviço de pagamentos não recebeu a cobrança. Nada foi cobrado.',
  webhookUnauthorized: 'Credenciais do webhook inválidas',
  webhookInvalid: 'Evento de webhook inválido',
  webhookDisabled: 'Webhooks de pagamento não configurados',
  // Requests with a protocol (issue 23 §2)
  requestSubjectInvalid: 'Escolha o assunto da sua mensagem: Cadastro, Financeiro, Jurídico, Documentos ou Outro.',
  requestMessageEmpty: 'Escreva a sua mensagem para a associação.',
  requestMessageTooLong: (max: number) => `A mensagem passa do limite de ${max.toLocaleString('pt-BR')} caracteres. Encurte o texto ou envie o restante em outra solicitação.`,
  requestAttachmentTooLarge: (mb: number) => `O arquivo anexado passa do limite de ${mb} MB. Envie um arquivo menor ou uma foto do documento.`,
  requestAttachmentType: 'O anexo precisa ser um PDF ou uma foto JPEG ou PNG.',
  requestAttachmentDamaged: 'Não foi possível ler o arquivo anexado: ele parece danificado. Tente salvar o documento de novo ou envie uma foto.',
  requestFormInvalid: 'Não foi possível ler o formulário enviado. Recarregue a página e tente novamente.',
  requestCreated: (protocol: string) => `Solicitação enviada. Protocolo ${protocol}.`,
  requestNotFound: 'Solicitação não encontrada',
  requestAnswerLength: 'A resposta precisa ter de 1 a 5.000 caracteres.',
  // Shared files and the data export (issue 19).
  fileUnreadable: 'Não foi possível preparar este arquivo para visualização. Avise a associação.',
  tooManyExports: 'Você já baixou seus dados várias vezes na última hora. Tente novamente mais tarde.',
} as const;

/** '1 minuto', '15 minutos', '2 horas': a wait rounded up, as a member would say it. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  return `${Math.ceil(minutes / 60)} horas`;
}
