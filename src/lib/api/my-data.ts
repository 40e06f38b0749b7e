// GET /user/export (extension, docs/api-contract.md): the member's data for LGPD art. 18.
import { callApi, type Caller } from './client.ts';

export type MemberExport = Record<string, unknown> & { generatedAt: string };

export const EXPORT_FALLBACK = 'Erro ao gerar a cópia dos seus dados. Tente novamente.';

export const exportMyData = (caller: Caller) => callApi<{ data: MemberExport }>(caller, '/user/export', { fallback: EXPORT_FALLBACK });
