// The eMAG bar's form: 'Alto contraste', 'A+', 'A−' and 'A' post here and come back to the page
// they were on (POST→303→GET), so they work without JavaScript. Astro's origin check keeps other
// sites from flipping a member's preferences.
import type { APIRoute } from 'astro';
import { applyAction, isPreferenceAction, readPreferences, writePreferences } from '../../lib/a11y/preferences.ts';
import { config } from '../../lib/config.ts';
import { safeReturnPath } from '../../lib/pdf/return-path.ts';

export const POST: APIRoute = async ({ cookies, request, redirect }) => {
  const form = await request.formData().catch(() => new FormData());
  const action = form.get('acao');
  if (isPreferenceAction(action)) {
    writePreferences(cookies, applyAction(readPreferences(cookies), action), config.cookieSecure);
  }
  const back = safeReturnPath(typeof form.get('voltar') === 'string' ? String(form.get('voltar')) : null);
  return redirect(back ?? '/', 303);
};

// Someone who opens the address directly gets the statement, where the bar is explained.
export const GET: APIRoute = ({ redirect }) => redirect('/acessibilidade', 303);
