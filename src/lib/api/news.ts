// News calls (contract "Content", lean answers): lists and items carry sizes, never the files;
// the picture and the attachment are fetched by id only when a member opens them.
import { FALLBACK } from '../messages.ts';
import { callApi, getFile, type Caller } from './client.ts';

export type News = {
  id: number | string;
  title: string;
  description: string;
  date: string;
  link: string | null;
  fileFile: string | null;
  /** Bytes of the picture, or null when the item has none (the stock picture is shown). */
  imageSize: number | null;
  /** Bytes of the attached PDF, or null when nothing is attached. */
  fileSize: number | null;
  /** (one item only) The long text under the summary, written in the back office. */
  text?: string | null;
  /** (one item only) What the picture shows; the seed's pictures have none (decorative). */
  imageAlt?: string | null;
};

export const listNews = (caller: Caller, limit: number, offset: number) =>
  callApi<{ data: News[]; haveMore: boolean }>(caller, `/news/user/getWithLimit/${limit}&${offset}`, {
    fallback: FALLBACK.news,
  });

export const getNews = (caller: Caller, id: string) =>
  callApi<{ data: News }>(caller, `/news/user/${encodeURIComponent(id)}`, { fallback: FALLBACK.news });

export const getNewsImage = (caller: Caller, id: string) =>
  getFile(caller, `/news/user/${encodeURIComponent(id)}/image`, FALLBACK.news);

export const getNewsAttachment = (caller: Caller, id: string) =>
  getFile(caller, `/news/user/${encodeURIComponent(id)}/file`, FALLBACK.file);

import type { OverdueSummary } from '../../../contract/overdue.ts';

export type Dashboard = {
  data: { associate_id: number | string; name: string; news: News[]; previousSignInAt: string | null; overdue?: OverdueSummary };
};

/** (extension) The member's name, the latest news and the previous sign-in: the dashboard in one call. */
export const getDashboard = (caller: Caller) => callApi<Dashboard>(caller, '/user/dashboard', { fallback: FALLBACK.news });
