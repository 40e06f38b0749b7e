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
  sessionExpired: 'Login expirado',
  // Content
  profileUpdated: 'Perfil atualizado com sucesso',
  newsNotFound: 'Notícia não encontrada',
  documentNotFound: 'Documento não encontrado',
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
  cardNotFound: 'Carteirinha não encontrada',
  stateInvalid: 'UF inválida: use a sigla do estado, por exemplo SP.',
} as const;
