// News calls (contract "Content"). The list carries base64 images; pages keep only what they
// render and point <img> at the portal's image route instead.
import { FALLBACK } from '../messages.ts';
import { callApi, type Caller } from './client.ts';

export type News = {
  id: number | string;
  title: string;
  description: string;
  date: string;
  pathImage: string | null;
  link: string | null;
  pathFile: string | null;
  fileFile: string | null;
};

export const listNews = (caller: Caller, limit: number, offset: number) =>
  callApi<{ data: News[]; haveMore: boolean }>(caller, `/news/user/getWithLimit/${limit}&${offset}`, {
    fallback: FALLBACK.news,
  });

export const getNews = (caller: Caller, id: string) =>
  callApi<{ data: News }>(caller, `/news/user/${encodeURIComponent(id)}`, { fallback: FALLBACK.news });
