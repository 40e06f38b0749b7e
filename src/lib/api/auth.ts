// Sign-in calls of docs/api-contract.md "Sign-in", with their spec §8 fallbacks.
import { FALLBACK } from '../messages.ts';
import { callApi, type Caller } from './client.ts';

export type Step1Answer = { data: { associate_id: number | string; name: string }; complete: boolean };
export type MemberAnswer = { data: { associate_id: number | string; name: string } };
type MsgAnswer = { msg?: string };

export const loginStep1 = (caller: Caller, cpf: string) =>
  callApi<Step1Answer>(caller, '/login/step1', { method: 'POST', body: { cpf }, fallback: FALLBACK.login });

export type Step2Input = {
  cpf: string;
  password: string;
  associate_id: number | string;
  // First access only (DESIGN.md §7.1).
  confirmPassword?: string;
  birthDate?: string;
};

export const loginStep2 = (caller: Caller, input: Step2Input) =>
  callApi<MemberAnswer>(caller, '/login/step2', { method: 'POST', body: input, fallback: FALLBACK.login });

export const requestRecovery = (caller: Caller, cpf: string) =>
  callApi<MsgAnswer>(caller, '/login/forgot', { method: 'POST', body: { cpf }, fallback: FALLBACK.forgot });

export const recoverPassword = (caller: Caller, token: string, password: string, confirmation: string) =>
  callApi<MsgAnswer>(caller, '/login/recovery', {
    method: 'POST',
    body: { password, token, newPassword: confirmation },
    fallback: FALLBACK.recovery,
  });

export const logout = (caller: Caller) => callApi<MsgAnswer>(caller, '/login/logout', { fallback: FALLBACK.session });

export const checkSession = (caller: Caller) =>
  callApi<MemberAnswer>(caller, '/user/check', { fallback: FALLBACK.session });
