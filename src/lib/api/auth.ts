// Sign-in calls of docs/api-contract.md "Sign-in", with their spec §8 fallbacks.
import { FALLBACK } from '../messages.ts';
import { callApi, type Caller } from './client.ts';

export type Step1Answer = { data: { associate_id: number | string; name: string }; complete: boolean };
export type MemberAnswer = { data: { associate_id: number | string; name: string } };
type MsgAnswer = { msg?: string };

export const loginStep1 = (caller: Caller, cpf: string) =>
  callApi<Step1Answer>(caller, '/login/step1', { method: 'POST', body: { cpf }, fallback: FALLBACK.login });

/** With a password; at first access with the birth date instead (DESIGN.md §7.1). */
export type Step2Input = { cpf: string; associate_id: number | string; password?: string; birthDate?: string };

/** 200 with the member and a session; 202 at first access: the activation link was e-mailed (msg says where). */
export type Step2Answer = { data?: MemberAnswer['data'] & { representing?: boolean }; msg?: string };

export const loginStep2 = (caller: Caller, input: Step2Input) =>
  callApi<Step2Answer>(caller, '/login/step2', { method: 'POST', body: input, fallback: FALLBACK.login });

export const requestRecovery = (caller: Caller, cpf: string) =>
  callApi<MsgAnswer>(caller, '/login/forgot', { method: 'POST', body: { cpf }, fallback: FALLBACK.forgot });

export const recoverPassword = (caller: Caller, token: string, password: string, confirmation: string) =>
  callApi<MsgAnswer>(caller, '/login/recovery', {
    method: 'POST',
    body: { password, token, newPassword: confirmation },
    fallback: FALLBACK.recovery,
  });

export type LinkPurpose = 'recovery' | 'activation';

/** What a link /{token} is for; reading it changes nothing (404: unknown, used or expired). */
export const readLink = (caller: Caller, token: string) =>
  callApi<{ purpose: LinkPurpose }>(caller, '/login/link', { method: 'POST', body: { token }, fallback: FALLBACK.activation });

/** The first-access form of an activation link: sets the password and signs in (sid, device). */
export const activateAccount = (caller: Caller, token: string, password: string, confirmation: string) =>
  callApi<Step2Answer>(caller, '/login/activation', {
    method: 'POST', body: { token, password, confirmPassword: confirmation }, fallback: FALLBACK.activation,
  });

export const logout = (caller: Caller) => callApi<MsgAnswer>(caller, '/login/logout', { fallback: FALLBACK.session });

export const checkSession = (caller: Caller) =>
  callApi<MemberAnswer>(caller, '/user/check', { fallback: FALLBACK.session });
