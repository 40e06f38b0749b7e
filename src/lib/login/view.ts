// What the sign-in page shows (spec §2/§4): the server decides it, the LoginForm island renders it.
/** 'link-sent': a first-access or recovery link is on its way (DESIGN §7.1); the page keeps saying so. */
export type LoginStep = 'cpf' | 'password' | 'register' | 'link-sent';

export type LoginErrors = { cpf?: string; password?: string; birthDate?: string; form?: string };

export type LoginView = {
  step: LoginStep;
  /** 'Olá, {first name}' on step 2 (DESIGN.md §7.2: first name only); '' greets 'Olá!'. */
  firstName?: string;
  /** Values worth keeping after a refused submit; never a password. */
  cpf?: string;
  birthDate?: string;
  /** 'Enviamos um link para m•••@g•••.com…', or the recovery request's 'Se o CPF estiver cadastrado…'. */
  notice?: string;
  /** ASSOCIATION_SUPPORT_PHONE, for 'Não recebeu?' on the link-sent step. */
  supportPhone?: string;
  errors: LoginErrors;
};
