// Every msg the Atendimento and Financeiro routes answer, in pt-BR.
export const SUPPORT_MSG = {
  searchTooShort: 'Informe um CPF válido ou ao menos 3 letras do nome.',
  memberNotFound: 'Associado não encontrado',
  deliveryInvalid: 'Escolha como entregar o link: na tela, por e-mail ou em carta impressa.',
  noEmail: 'Este associado não tem e-mail cadastrado. Mostre o link na tela ou imprima a carta.',
  mailFailed: 'Não foi possível enviar o e-mail agora. Mostre o link na tela ou imprima a carta.',
  linkShown: (name: string) => `Link gerado para ${name}. Vale 1 hora e só pode ser usado uma vez.`,
  linkMailed: (name: string) => `Link enviado por e-mail para ${name}. Vale 1 hora e só pode ser usado uma vez.`,
  pausesLifted: (count: number) => (count === 0 ? 'Não havia bloqueio de acesso para este associado.' : 'Bloqueio de acesso retirado. O associado já pode tentar entrar de novo.'),
  sessionsEnded: (count: number) => (count === 0 ? 'O associado não tinha sessões abertas.' : `${count === 1 ? '1 sessão encerrada' : `${count} sessões encerradas`}.`),
  csvRequired: 'Envie o arquivo CSV ou cole o seu conteúdo.',
  csvHeader: (missing: string) => `Cabeçalho do CSV incompleto: falta a coluna ${missing}.`,
  csvEmpty: 'O CSV não tem nenhuma linha de associado.',
  csvTooMany: (max: number) => `O CSV tem mais de ${max} linhas. Divida o arquivo e importe em partes.`,
  csvHasErrors: 'O CSV tem linhas com erro. Nada foi importado: corrija as linhas indicadas e tente de novo.',
  csvChecked: (count: number) => `Simulação concluída: ${count === 1 ? '1 associado pode ser importado' : `${count} associados podem ser importados`}. Nada foi gravado ainda.`,
  csvImported: (count: number) => `${count === 1 ? '1 associado importado' : `${count} associados importados`}.`,
  attemptNotFound: 'Tentativa de pagamento não encontrada',
  attemptChecked: (status: string) => `Consulta ao provedor concluída. Situação atual: ${status}.`,
  providerUnavailable: 'O provedor de pagamento não respondeu agora. Tente novamente em instantes.',
};

/** Why a CSV row cannot be imported (line numbers count the header as line 1). */
export const ROW_MSG = {
  columns: (expected: number, found: number) => `esperadas ${expected} colunas, encontradas ${found}`,
  cpf: 'CPF inválido',
  cpfRepeated: (line: number) => `CPF repetido (já aparece na linha ${line})`,
  cpfExists: 'CPF já cadastrado na associação',
  name: 'nome obrigatório (até 120 caracteres)',
  birthDate: 'data de nascimento inválida (use DD/MM/AAAA ou AAAA-MM-DD)',
  email: 'e-mail inválido',
  emailRepeated: (line: number) => `e-mail repetido (já aparece na linha ${line})`,
  dateFiliate: 'data de filiação inválida (use DD/MM/AAAA ou AAAA-MM-DD)',
  phone: 'telefone inválido (DDD e número, 10 ou 11 dígitos)',
};
