// What the sign-in page shows (spec §2/§4): the server decides it, the LoginForm island renders it.
/** 'activation-sent': first access done, the link is on its way (DESIGN §7.1). */
export type LoginStep = 'cpf' | 'password' | 'register' | 'activation-sent';

export type LoginErrors = { cpf?: string; password?: string; birthDate?: string; form?: string };

export type LoginView = {
  step: LoginStep;
  /** 'Olá, {first name}' on step 2 (DESIGN.md §7.2: first name only); '' greets 'Olá!'. */
  firstName?: string;
  /** Values worth keeping after a refused submit; never a password. */
  cpf?: string;
  birthDate?: string;
  /** 'Enviamos um link para m•••@g•••.com…' on the activation-sent step. */
  notice?: string;
  /** ASSOCIATION_SUPPORT_PHONE, for 'Não recebeu?' on the activation-sent step. */
  supportPhone?: string;
  errors: LoginErrors;
};
