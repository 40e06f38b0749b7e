// /avisos: the member's notices (newest first) and the choice of channels per category. Every
// action is a plain form: opening a notice (marked read, then its page), marking it read, saving
// the preferences (POST→303→GET with the confirmation).
import type { AstroGlobal } from 'astro';
import { CATEGORIES, CHANNELS, type ChannelChoice } from '../../../contract/notice-categories.ts';
import {
  getNoticePreferences, listNotices, markNoticeRead, saveNoticePreferences, type NoticeList, type NoticePreferences,
} from '../api/notices.ts';
import { settle } from '../content/failed-call.ts';
import { finishPost } from '../finance/post-outcome.ts';
import { readForm } from '../login/page-state.ts';

export const PAGE = '/avisos';
export const PREFERENCES_ANCHOR = 'preferencias';
const PAGE_QUERY = 'pagina';

export type NoticesView = {
  list: { ok: true; data: NoticeList } | { ok: false; msg: string };
  preferences: { ok: true; data: NoticePreferences } | { ok: false; msg: string };
  page: number;
  /** A refused save's message, shown next to the form. */
  alert?: string;
};

/** The checkbox of one category and channel: 'invoice_due.email'. */
export const choiceField = (category: string, channel: string) => `${category}.${channel}`;

export async function noticesPageState(Astro: AstroGlobal): Promise<Response | NoticesView> {
  const caller = Astro.locals.caller;
  let alert: string | undefined;
  if (Astro.request.method === 'POST') {
    const form = await readForm(Astro.request);
    const action = String(form.get('acao') ?? '');
    if (action === 'abrir' || action === 'lido') {
      const answer = await markNoticeRead(caller, String(form.get('aviso') ?? ''));
      // Opening leads to what the notice is about; only a path of the portal is followed.
      if (answer.ok && action === 'abrir' && /^\/(?!\/)/.test(answer.body.data.link)) return Astro.redirect(answer.body.data.link, 303);
      const outcome = finishPost(Astro, answer, 'Aviso marcado como lido.', PAGE);
      if (outcome instanceof Response) return outcome;
    } else {
      const preferences = Object.fromEntries(CATEGORIES.map((category) => [category, Object.fromEntries(
        CHANNELS.map((channel) => [channel, form.get(choiceField(category, channel)) === 'sim']),
      ) as ChannelChoice])) as NoticePreferences['preferences'];
      const outcome = finishPost(Astro, await saveNoticePreferences(caller, preferences), 'Preferências de avisos salvas.', `${PAGE}#${PREFERENCES_ANCHOR}`);
      if (outcome instanceof Response) return outcome;
      alert = outcome.alert;
    }
  }
  const requested = Number(Astro.url.searchParams.get(PAGE_QUERY) ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 50 ? requested : 1;
  const [listed, chosen] = await Promise.all([listNotices(caller, page), getNoticePreferences(caller)]);
  const list = settle(Astro, listed);
  if (list instanceof Response) return list;
  const preferences = settle(Astro, chosen);
  if (preferences instanceof Response) return preferences;
  return {
    list: list.ok ? { ok: true, data: list.body.data } : list,
    preferences: preferences.ok ? { ok: true, data: preferences.body.data } : preferences,
    page,
    alert,
  };
}

export const nextPageHref = (page: number) => `${PAGE}?${PAGE_QUERY}=${page + 1}`;
