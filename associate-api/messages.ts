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
  activationSent: (maskedEmail: string) => `Enviamos um link para ${maskedEmail}. Abra-o em até 1 hora para ativar sua senha.`,
  noEmailOnFile: (phone: string) =>
    `Não há e-mail no seu cadastro para enviarmos o link de ativação. Ligue para a associação: ${phone}.`,
  firstAccessLocked: (phone: string) =>
    `Por segurança, o primeiro acesso desta conta precisa ser liberado pela associação. Ligue para ${phone}.`,
  activationInvalid: 'Link de ativação inválido ou expirado',
  activated: 'Senha ativada. Bem-vindo à Área do Associado!',
  choosePassword: 'Crie a sua senha para ativar o acesso.',
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
  stateInvalid: 'UF inválida: use a sigla do estado, por exemplo SP.',
} as const;
