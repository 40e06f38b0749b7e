// Notice calls (extension, issue 23 §3, docs/api-contract.md).
import type { Category, Channel, ChannelChoice } from '../../../contract/notice-categories.ts';
import { callApi, type Caller } from './client.ts';

export type Notice = { id: number; category: Category; title: string; body: string; link: string; createdAt: string; readAt: string | null };
export type NoticeList = { notices: Notice[]; hasMore: boolean; unread: number };
export type NoticePreferences = { preferences: Record<Category, ChannelChoice>; smsAvailable: boolean };
export type OptOutView = { category: Category; channel: Exclude<Channel, 'portal'>; categoryLabel: string; channelLabel: string };

export const NOTICES_FALLBACK = 'Erro ao buscar avisos';
export const PREFERENCES_FALLBACK = 'Erro ao salvar as preferências de avisos';
export const OPT_OUT_FALLBACK = 'Não foi possível cancelar o aviso agora. Tente novamente em alguns minutos.';

/** The opt-out token's shape (associate-api/services/notices/opt-out-tokens.ts): others never reach the API. */
export const OPT_OUT_TOKEN = /^[A-Za-z0-9_-]{30}$/;

export const listNotices = (caller: Caller, page: number) =>
  callApi<{ data: NoticeList }>(caller, `/user/notices?page=${page}`, { fallback: NOTICES_FALLBACK });

export const markNoticeRead = (caller: Caller, id: string) =>
  callApi<{ msg: string; data: { unread: number; link: string } }>(caller, `/user/notices/${encodeURIComponent(id)}/read`, { method: 'POST', fallback: NOTICES_FALLBACK });

export const getNoticePreferences = (caller: Caller) =>
  callApi<{ data: NoticePreferences }>(caller, '/user/notices/preferences', { fallback: NOTICES_FALLBACK });

export const saveNoticePreferences = (caller: Caller, preferences: NoticePreferences['preferences']) =>
  callApi<{ msg: string }>(caller, '/user/notices/preferences', { method: 'PUT', body: { preferences }, fallback: PREFERENCES_FALLBACK });

export const readOptOut = (caller: Caller, token: string) =>
  callApi<{ data: OptOutView }>(caller, `/notices/opt-out/${token}`, { fallback: OPT_OUT_FALLBACK });

export const confirmOptOut = (caller: Caller, token: string) =>
  callApi<{ msg: string }>(caller, `/notices/opt-out/${token}`, { method: 'POST', fallback: OPT_OUT_FALLBACK });
