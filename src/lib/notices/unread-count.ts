// The top bar's unread count. The API sends it with every private answer, read in the session's
// own statement (Unread-Notices), so a page whose data call already ran knows it without another
// call; a page that asked the API nothing shares the /user/check the guard makes anyway.
import { confirmSession } from '../session/idle-deadline.ts';

export async function unreadNoticesOf(locals: App.Locals): Promise<number | undefined> {
  if (locals.caller.unreadNotices === undefined && !locals.caller.sessionAsked) await confirmSession(locals);
  return locals.caller.unreadNotices;
}

/** 'Avisos, 2 não lidos': what a screen reader says of the top bar's link. */
export const unreadWords = (count: number) => (count === 1 ? '1 não lido' : `${count} não lidos`);
