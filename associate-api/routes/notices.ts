// Notices (extension, issue 23 §3, docs/api-contract.md): the member's notices, newest first,
// marking one read, the choice of channels per category, and the opt-out link of every e-mail and
// SMS, which works without a session (its signed token names member, category and channel).
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { notices } from '../db/schema.ts';
import { ApiError } from '../middleware/errors.ts';
import { readSession, requireSession } from '../middleware/session.ts';
import { CATEGORIES, CHANNELS, CATEGORY_LABELS, CHANNEL_LABELS, type ChannelChoice } from '../../contract/notice-categories.ts';
import { readOptOut, type OptOut } from '../services/notices/opt-out-tokens.ts';
import { preferencesOf, savePreferences, turnOff, type Preferences } from '../services/notices/preferences.ts';
import { objectBody, pathId } from './validation.ts';

export const noticeRoutes = new Hono<AppEnv>();

const PAGE_SIZE = 20;
const MSG = {
  noticeNotFound: 'Aviso não encontrado.',
  badPreferences: 'Escolha, para cada tipo de aviso, sim ou não em cada canal.',
  smsUnavailable: 'O envio de SMS não está disponível no momento.',
  smsWithoutPhone: 'Para receber SMS, cadastre um celular em Meus dados.',
  preferencesSaved: 'Preferências de avisos salvas.',
  badOptOut: 'Este link de cancelamento não é válido. Abra o link completo do e-mail ou SMS, ou entre na Área do Associado e altere suas preferências em Avisos.',
  optedOut: (o: OptOut) => `Pronto: você não receberá mais "${CATEGORY_LABELS[o.category]}" por ${CHANNEL_LABELS[o.channel]}.`,
  badPageNumber: 'Página inválida.',
};

noticeRoutes.get('/user/notices', async (c) => {
  const pageParam = c.req.query('page') ?? '1';
  const page = /^\d{1,4}$/.test(pageParam) ? Number(pageParam) : 0;
  if (page < 1) throw new ApiError(400, MSG.badPageNumber);
  const { unreadNotices } = await readSession(c);
  const { db } = c.get('services');
  const mine = and(eq(notices.associateId, c.get('associateId')), eq(notices.inPortal, true));
  // Pages 1..N at once ('Carregar mais' without scripts shows everything up to the page asked).
  const rows = await db.select({ id: notices.id, category: notices.category, title: notices.title, body: notices.body, link: notices.link, createdAt: notices.createdAt, readAt: notices.readAt })
    .from(notices).where(mine).orderBy(desc(notices.createdAt), desc(notices.id)).limit(page * PAGE_SIZE + 1);
  return c.json({ data: { notices: rows.slice(0, page * PAGE_SIZE), hasMore: rows.length > page * PAGE_SIZE, unread: unreadNotices } });
});

noticeRoutes.post('/user/notices/:id/read', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.noticeNotFound);
  const { db, clock } = c.get('services');
  const associateId = c.get('associateId');
  const [marked] = await db.update(notices).set({ readAt: clock() })
    .where(and(eq(notices.id, id), eq(notices.associateId, associateId), eq(notices.inPortal, true), isNull(notices.readAt)))
    .returning({ link: notices.link });
  // Already read: still found (opening it again leads to the same page), unless it is not the member's.
  const [found] = marked ? [marked] : await db.select({ link: notices.link }).from(notices)
    .where(and(eq(notices.id, id), eq(notices.associateId, associateId), eq(notices.inPortal, true)));
  if (!found) throw new ApiError(404, MSG.noticeNotFound);
  const [unread] = await db.select({ n: count() }).from(notices)
    .where(and(eq(notices.associateId, associateId), eq(notices.inPortal, true), isNull(notices.readAt)));
  // The header already went out with the count before this change: the answer's own count wins.
  c.set('unreadNotices', unread?.n ?? 0);
  return c.json({ msg: 'Aviso marcado como lido.', data: { unread: unread?.n ?? 0, link: found.link } });
});

noticeRoutes.get('/user/notices/preferences', requireSession, async (c) => {
  const { db, sms } = c.get('services');
  return c.json({ data: { preferences: await preferencesOf(db, c.get('associateId')), smsAvailable: sms.available } });
});

noticeRoutes.put('/user/notices/preferences', requireSession, async (c) => {
  const { db, sms } = c.get('services');
  const preferences = readPreferences(objectBody(c.get('body')).preferences);
  const wantsSms = CATEGORIES.some((category) => preferences[category].sms);
  if (wantsSms && !sms.available) throw new ApiError(422, MSG.smsUnavailable);
  await savePreferences(db, c.get('associateId'), preferences);
  return c.json({ msg: MSG.preferencesSaved, data: { preferences } });
});

noticeRoutes.get('/notices/opt-out/:token', (c) => {
  const optOut = readOptOut(c.get('services').config.apiKey, c.req.param('token'));
  if (!optOut) throw new ApiError(404, MSG.badOptOut);
  return c.json({ data: { category: optOut.category, channel: optOut.channel, categoryLabel: CATEGORY_LABELS[optOut.category], channelLabel: CHANNEL_LABELS[optOut.channel] } });
});

noticeRoutes.post('/notices/opt-out/:token', async (c) => {
  const { config, db } = c.get('services');
  const optOut = readOptOut(config.apiKey, c.req.param('token'));
  if (!optOut || optOut.channel === 'portal') throw new ApiError(404, MSG.badOptOut);
  await turnOff(db, optOut.associateId, optOut.category, optOut.channel);
  return c.json({ msg: MSG.optedOut(optOut) });
});

/** Every category with a yes or no for every channel; anything else is refused whole. */
function readPreferences(value: unknown): Preferences {
  const given = typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : null;
  if (!given) throw new ApiError(400, MSG.badPreferences);
  return Object.fromEntries(CATEGORIES.map((category) => {
    const choice = given[category] as Record<string, unknown> | undefined;
    if (typeof choice !== 'object' || choice === null) throw new ApiError(400, MSG.badPreferences);
    const channels = Object.fromEntries(CHANNELS.map((channel) => {
      if (typeof choice[channel] !== 'boolean') throw new ApiError(400, MSG.badPreferences);
      return [channel, choice[channel]];
    })) as ChannelChoice;
    return [category, channels];
  })) as Preferences;
}
