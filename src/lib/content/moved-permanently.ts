// The alternative menu paths of spec §2 (/comunicacao, /documentosOficiais, …) lead to the page
// that shows the same thing. Permanent, so bookmarks and old links update themselves.
import type { APIRoute } from 'astro';

export const movedTo = (path: string): APIRoute => ({ redirect }) => redirect(path, 301);
