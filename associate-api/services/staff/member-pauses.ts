// The rate-limit counters that pause one member's sign-in, first access or recovery e-mails
// (routes/login-limits.ts): the ones Atendimento shows and may lift. Counters of an address or a
// device are not the member's alone, so they are left to expire.
import { cpfKey, forgotCpfKey, mailCpfKey } from '../../routes/login-limits.ts';

export const memberPauseKeys = (cpf: string) => [cpfKey(cpf), forgotCpfKey(cpf), mailCpfKey(cpf)];
