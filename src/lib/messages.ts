// Every member-visible message of spec §5 and §8 in one pt-BR catalogue. The §5 validation texts
// come from contract/ so the portal and the associate API can never word them differently.
import { VALIDATION } from '../../contract/validation-messages.ts';

export { VALIDATION };

/** Spec §8: shown when a call fails without a server msg (or the API cannot be reached). */
export const FALLBACK = {
  creditCards: 'Erro ao buscar cartão de crédito',
  invoices: 'Erro ao buscar faturas',
  signature: 'Erro ao buscar assinatura',
  profile: 'Erro ao buscar perfil',
  file: 'Erro ao buscar arquivo',
  sharedFolders: 'Erro ao buscar pastas compartilhadas',
  folderAuthorization: 'Erro ao buscar autorização de pasta',
  process: 'Erro ao buscar processo',
  processes: 'Erro ao buscar processos',
  officialDocuments: 'Erro ao buscar documentos oficiais',
  profileUpdate: 'Erro ao atualizar perfil',
  signatureChange: 'Erro ao alterar assinatura',
  invoicePay: 'Erro ao pagar fatura',
  cardAdd: 'Erro ao adicionar cartão de crédito',
  cardDelete: 'Erro ao deletar cartão de crédito',
  news: 'Erro ao buscar noticias',
  faq: 'Erro ao buscar perguntas frequentes',
  session: 'Login expirado',
  login: 'Erro ao tentar fazer login',
  forgot: 'Erro ao solicitar recuperação de senha',
  recovery: 'Erro ao tentar recuperar senha',
  activation: 'Link de ativação inválido ou expirado',
  passwordChange: 'Erro ao alterar senha',
  sessions: 'Erro ao buscar sessões',
  sessionEnd: 'Erro ao encerrar sessão',
} as const;

/** Other texts of spec §2, §5 and §8 the portal shows. */
export const TEXT = {
  selectNews: 'Selecione uma notícia para visualizar',
  noNews: 'Nenhuma notícia encontrada',
  loading: 'Carregando...',
  notFoundTitle: 'Página não encontrada',
  notFoundBody: 'Desculpe, a página que você está procurando não existe.',
  notFoundAction: 'Voltar para o início',
  unexpectedTitle: 'Algo deu errado',
  unexpectedBody: 'Não conseguimos mostrar esta página agora. Aguarde um instante e tente novamente.',
  unexpectedAction: 'Tentar novamente',
  comingSoon: 'Em breve',
  unavailableTitle: 'Serviço temporariamente indisponível',
  unavailableBody:
    'Não conseguimos falar com o sistema da associação agora. Você continua conectado: aguarde alguns instantes e tente novamente.',
  unavailableAction: 'Tentar novamente',
  crossSiteTitle: 'Envio bloqueado por segurança',
  crossSiteBody:
    'Este formulário veio de outro site, por isso nada foi feito. Se foi você, abra a Área do Associado pelo endereço de sempre e tente de novo.',
  tooLargeTitle: 'Envio grande demais',
  tooLargeBody: 'Os dados enviados passam do tamanho que aceitamos, por isso nada foi salvo. Confira o formulário e envie de novo.',
  tooLargeAction: 'Voltar para a Área do Associado',
} as const;

/** Texts of the content pages (spec §2, §8, §9): empty states, load-more and the CEP lookup. */
export const CONTENT_TEXT = {
  noFaq: 'Sem perguntas frequentes registradas no momento',
  noDocuments: 'Nenhum documento encontrado',
  loadMore: 'Carregar mais',
  seeMore: 'Clique para ver mais',
  requiredField: 'Preencha este campo',
  cepInvalid: 'CEP inválido: informe 8 números.',
  cepNotFound: 'CEP não encontrado. Confira os números ou preencha o endereço.',
  cepUnavailable: 'Não foi possível buscar o CEP agora. Preencha o endereço ou tente mais tarde.',
  cepFilled: 'Endereço preenchido a partir do CEP. Confira os dados.',
  draftRestored: 'Sua sessão tinha expirado: o que você digitou foi guardado. Confira e salve.',
} as const;

/** Lawsuits and shared folders (spec §2, §8): empty states, paging notes, terms and the viewer. */
export const LEGAL_TEXT = {
  noLawsuits: 'Nenhum processo encontrado',
  noUpdates: 'Sem atualizações',
  noMotions: 'Sem Solicitações',
  nothingNew: 'Não há atualizações',
} as const;

export const FOLDER_TEXT = {
  noFolders: 'Nenhuma pasta compartilhada encontrada.',
  noSubfolders: 'Nenhuma subpasta encontrada.',
  noFiles: 'Nenhum arquivo encontrado.',
  noMoreFolders: 'Não contem mais pastas.',
  restricted: 'Acesso restrito',
  requestAccess: 'Solicitar acesso',
  accessGranted: 'Acesso liberado',
  accept: 'Aceitar',
  retry: 'Tentar novamente',
  blocked: 'Ação bloqueada por segurança.',
} as const;

/** Meus dados (issue 19 #10). */
export const MY_DATA_TEXT = {
  exportBusy: 'Seu arquivo anterior ainda está sendo preparado. Aguarde alguns segundos e tente de novo.',
} as const;
