// Headers every answer of the portal carries. Page CSPs come from Astro (hashes of its own
// scripts and styles, astro.config.mjs); answers without one (images, redirects) get a closed one.
const CLOSED_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

export type HeaderContext = { https: boolean };

/**
 * A page's bodiless 404 or 500 (`new Response(null, { status: 404 })`) is not what the member
 * receives: Astro replaces it with 404.astro or 500.astro, which pass through the middleware
 * themselves. Astro keeps the first answer's headers over the page's, so headers set here would
 * give the styled page the closed CSP (no stylesheet: an unstyled page without its menu).
 */
export const isReplacedByErrorPage = (response: Response) => response.body === null && (response.status === 404 || response.status === 500);

export function applySecurityHeaders(headers: Headers, { https }: HeaderContext): void {
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', CLOSED_CSP);
  headers.set('x-content-type-options', 'nosniff');
  // Old browsers ignore frame-ancestors; this keeps the sign-in page out of frames for them too.
  headers.set('x-frame-options', 'DENY');
  // An e-mailed link's token is in the path: no other site may learn it from a Referer. Not
  // 'no-referrer': with it browsers send 'Origin: null' on the link's own form, which the origin
  // check must refuse as cross-site.
  headers.set('referrer-policy', 'same-origin');
  if (https) headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  // Member data must not linger in the cache of a shared or borrowed computer.
  if (!headers.has('cache-control') && (headers.get('content-type') ?? '').startsWith('text/html')) {
    headers.set('cache-control', 'no-store');
  }
}
