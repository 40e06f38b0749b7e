// The back office's Jurídico calls (docs/api-contract.md "Gestão — Jurídico").
import { callApi, getFile, type Caller } from './client.ts';
import { STAFF_FALLBACK } from './staff.ts';

export type LawsuitListing = { id: number; number: string; actionName: string; caseTitle: string; court: string; updatedAt: string; members: number };
export type LinkedMember = { id: number; cpf: string; name: string; first?: boolean };
export type LawsuitDetail = {
  id: number; number: string; actionName: string; caseTitle: string; court: string; vara: string; lawFirmName: string; lawyerName: string; updatedAt: string;
  members: LinkedMember[];
  updates: { id: number; title: string; createdAt: string; fileName: string | null }[];
  motions: { id: number; motionType: string; filedDate: string; outcome: string | null; fileName: string | null }[];
};
export type FolderListing = { id: number; title: string; description: string; createdAt: string; requiresAuthorization: boolean; termsVersion: number; members: number };
export type FolderDetail = {
  id: number; title: string; description: string; parentId: number | null; topLevel: boolean;
  path: { id: number; title: string }[];
  terms: { title: string; text: string; version: number } | null;
  subFolders: { id: number; title: string; description: string }[];
  files: { id: number; title: string; fileName: string; uploaderEmail: string | null; createdAt: string }[];
  members: LinkedMember[];
};
export type CpfRowError = { line: number; value: string; reason: string };
export type Acceptance = {
  associateId: number; name: string; cpf: string; version: number; current: boolean; acceptedAt: string;
  durationSeconds: number; termsServedAt: string | null; reportedScrollDepth: number | null; device: string;
};
export type AcceptanceReport = {
  folder: { id: number; title: string; termsVersion: number; requiresAuthorization: boolean };
  acceptances: Acceptance[];
  pending: LinkedMember[];
};

type Msg = { msg: string };
const get = <T>(caller: Caller, path: string) => callApi<{ data: T }>(caller, path, { fallback: STAFF_FALLBACK });
const post = <T = Msg>(caller: Caller, path: string, body: unknown) => callApi<T>(caller, path, { method: 'POST', body, fallback: STAFF_FALLBACK });
const id = (value: string | number) => encodeURIComponent(String(value));

export const listLawsuits = (caller: Caller, q: string) => get<LawsuitListing[]>(caller, `/staff/juridico/lawsuits?q=${encodeURIComponent(q)}`);
export const readLawsuit = (caller: Caller, lawsuit: string) => get<LawsuitDetail>(caller, `/staff/juridico/lawsuits/${id(lawsuit)}`);
export const createLawsuit = (caller: Caller, body: Record<string, string>) => post<Msg & { id: number }>(caller, '/staff/juridico/lawsuits', body);
export const saveLawsuit = (caller: Caller, lawsuit: string, body: Record<string, string>) => post(caller, `/staff/juridico/lawsuits/${id(lawsuit)}`, body);
export const linkMembers = (caller: Caller, lawsuit: string, cpfs: string) => post(caller, `/staff/juridico/lawsuits/${id(lawsuit)}/members`, { cpfs });
export const unlinkMember = (caller: Caller, lawsuit: string, member: string) => post(caller, `/staff/juridico/lawsuits/${id(lawsuit)}/members/${id(member)}/remove`, {});
export const addUpdate = (caller: Caller, form: FormData) => post(caller, '/staff/juridico/lawsuit-updates', form);
export const addMotion = (caller: Caller, form: FormData) => post(caller, '/staff/juridico/lawsuit-motions', form);
export const checkCpfs = (caller: Caller, cpfs: string) => post<{ data: { members: LinkedMember[]; errors: CpfRowError[] } }>(caller, '/staff/juridico/cpf-check', { cpfs });

export const listFolders = (caller: Caller) => get<FolderListing[]>(caller, '/staff/juridico/folders');
export const readFolder = (caller: Caller, folder: string) => get<FolderDetail>(caller, `/staff/juridico/folders/${id(folder)}`);
export const createFolder = (caller: Caller, body: { title: string; description: string; parentId?: string }) => post<Msg & { id: number }>(caller, '/staff/juridico/folders', body);
export const shareFolder = (caller: Caller, folder: string, cpfs: string) => post(caller, `/staff/juridico/folders/${id(folder)}/members`, { cpfs });
export const unshareFolder = (caller: Caller, folder: string, member: string) => post(caller, `/staff/juridico/folders/${id(folder)}/members/${id(member)}/remove`, {});
export const addFolderFile = (caller: Caller, form: FormData) => post(caller, '/staff/juridico/folder-files', form);
export const publishTerms = (caller: Caller, folder: string, body: { title: string; text: string }) => post(caller, `/staff/juridico/folders/${id(folder)}/terms`, body);
export const readAcceptances = (caller: Caller, folder: string) => get<AcceptanceReport>(caller, `/staff/juridico/folders/${id(folder)}/acceptances`);
export const acceptancesCsv = (caller: Caller, folder: string) => getFile(caller, `/staff/juridico/folders/${id(folder)}/acceptances/csv`, STAFF_FALLBACK);
