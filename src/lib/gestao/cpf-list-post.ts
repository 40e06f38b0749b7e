// Sharing or linking by a CPF list (typed, or a CSV file): a dry run first, so every wrong row is
// shown with its reason and nothing is written; only a clean list is sent to be written.
import type { ApiResult, Caller } from '../api/client.ts';
import { checkCpfs, type CpfRowError } from '../api/juridico.ts';
import { formFileText, formText } from './juridico-form.ts';

export type CpfListOutcome = { rowErrors: CpfRowError[] } | { answer: ApiResult<unknown> };

export async function postCpfList(caller: Caller, form: FormData, write: (cpfs: string) => Promise<ApiResult<unknown>>): Promise<CpfListOutcome> {
  const cpfs = (await formFileText(form, 'csv')) || formText(form, 'cpfs');
  const check = await checkCpfs(caller, cpfs);
  if (!check.ok) return { answer: check };
  if (check.body.data.errors.length > 0) return { rowErrors: check.body.data.errors };
  return { answer: await write(cpfs) };
}
