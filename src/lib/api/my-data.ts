// GET /user/export and GET /user/signins (extensions, docs/api-contract.md): the member's data
// for LGPD art. 18 and the latest sign-ins for 'Histórico de acessos'.
import { callApi, type Caller } from './client.ts';

export type MemberExport = Record<string, unknown> & { generatedAt: string };

export const EXPORT_FALLBACK = 'Erro ao gerar a cópia dos seus dados. Tente novamente.';

export const exportMyData = (caller: Caller) => callApi<{ data: MemberExport }>(caller, '/user/export', { fallback: EXPORT_FALLBACK });

export const ACCESS_HISTORY_FALLBACK = 'Erro ao buscar o histórico de acessos';

/**
 * Spec-less: the member's last 20 sign-ins, newest first (the first is this very session's);
 * `actedBy` names the representative who entered the account in the member's name.
 */
export const listSignIns = (caller: Caller) =>
  callApi<{ data: { at: string; device: string; ip: string; actedBy?: string | null }[] }>(caller, '/user/signins?limit=20', { fallback: ACCESS_HISTORY_FALLBACK });
