// Validation texts of spec §5, plus the ones our departures add (DESIGN.md §7). Shared so the
// portal and the API never drift. Departure (README): 'Senha inválida' always says which rule the
// password broke — a bare 'Senha inválida' left members guessing.
export const VALIDATION = {
  cpfInvalid: 'CPF inválido',
  passwordInvalid: 'Senha inválida: a senha tem pelo menos 8 caracteres.',
  passwordTooLong: 'Senha inválida: a senha pode ter no máximo 128 caracteres.',
  passwordsDiffer: 'Senhas não conferem',
  /** Starts with what is missing ('falta 1 número e 1 caractere especial'), then the whole rule. */
  passwordComposition: (missing: readonly string[]) =>
    `Senha inválida: falta ${missing.length > 1 ? `${missing.slice(0, -1).join(', ')} e ${missing.at(-1)}` : missing[0]}. A senha deve ter 8 caracteres, pelo menos 1 letra maiúscula, 1 letra minúscula, 1 número e 1 caractere especial.`,
  passwordTooCommon: 'Essa senha é muito comum e fácil de adivinhar. Escolha outra senha.',
  birthDateRequired: 'Informe a data de nascimento',
  birthDateInvalid: 'Data de nascimento inválida',
  fillAllFields: 'Preencha todos os campos',
  currentPasswordRequired: 'Informe a sua senha atual',
  yearInvalid: 'Ano inválido: informe o ano com quatro números, por exemplo 2025.',
  newPasswordRequired: 'Informe a nova senha',
  confirmationRequired: 'Confirme a nova senha',
  // No example number in it: numbers never wrap (.phone), and one overflows a phone screen at 200% text.
  phoneInvalid: 'Telefone inválido: informe o DDD (2 números) e o telefone (8 números, ou 9 no celular).',
} as const;
