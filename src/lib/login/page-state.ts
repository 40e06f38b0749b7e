// Glue between the sign-in page and its form handler: reads the POST (or the cookie on GET)
// and says what to show, so src/pages/index.astro stays a few lines.
import type { AstroGlobal } from 'astro';
import { config } from '../config.ts';
import { readLinkNotice, readLoginFlow } from '../session/cookies.ts';
import { handleLoginPost, stepView, type LoginOutcome } from './handle-login.ts';

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

export async function loginPageState(Astro: AstroGlobal): Promise<LoginOutcome> {
  if (Astro.request.method === 'POST') {
    const outcome = await handleLoginPost({ cookies: Astro.cookies, caller: Astro.locals.caller }, await readForm(Astro.request));
    if ('view' in outcome) {
      // Errors appear by their field and, for screen-reader and sighted members alike, as a toast.
      for (const msg of Object.values(outcome.view.errors)) if (msg) Astro.locals.toasts.push({ kind: 'error', msg });
    }
    return outcome;
  }
  const flow = readLoginFlow(Astro.cookies);
  if (flow) return { view: stepView(flow), status: 200 };
  const notice = readLinkNotice(Astro.cookies);
  if (notice) return { view: { step: 'link-sent', notice, supportPhone: config.supportPhone, errors: {} }, status: 200 };
  return { view: { step: 'cpf', errors: {} }, status: 200 };
}
