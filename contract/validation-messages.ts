// Validation texts of spec §5 (exact wording, including the spec's own 'Senhas inválida'),
// plus the ones our departures add (DESIGN.md §7). Shared so the portal and the API never drift.
export const VALIDATION = {
  cpfInvalid: 'CPF inválido',
  passwordInvalid: 'Senha inválida',
  passwordsDiffer: 'Senhas não conferem',
  passwordComposition:
    'Senhas inválida. A senha deve ter 8 caracteres, pelo menos 1 letra maiúscula, 1 letra minúscula, 1 número e 1 caractere especial',
  passwordTooCommon: 'Essa senha é muito comum e fácil de adivinhar. Escolha outra senha.',
  birthDateRequired: 'Informe a data de nascimento',
  birthDateInvalid: 'Data de nascimento inválida',
  fillAllFields: 'Preencha todos os campos',
  currentPasswordRequired: 'Informe a sua senha atual',
  newPasswordRequired: 'Informe a nova senha',
  confirmationRequired: 'Confirme a nova senha',
} as const;
