// What the sign-in page shows (spec §2/§4): the server decides it, the LoginForm island renders it.
export type LoginStep = 'cpf' | 'password' | 'register';

export type LoginErrors = { cpf?: string; password?: string; confirmation?: string; birthDate?: string; form?: string };

export type LoginView = {
  step: LoginStep;
  /** 'Olá, {first name}' on step 2 (DESIGN.md §7.2: first name only). */
  firstName?: string;
  /** Values worth keeping after a refused submit; never a password. */
  cpf?: string;
  birthDate?: string;
  errors: LoginErrors;
};
