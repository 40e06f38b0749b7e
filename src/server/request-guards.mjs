// What the portal's server refuses before Astro sees a request, each as plain functions so they are
// unit-tested (tests/unit/portal-request-guards.test.ts) apart from the server around them.

/** Form posts and their fields are small; 64 KiB holds the longest profile many times over. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The one form that carries a file: a request to the association with its attachment (issue 23). */
export const UPLOAD_PATH = '/atendimento';

export const isUploadPath = (url) => (url ?? '').split('?')[0].replace(/\/+$/, '') === UPLOAD_PATH;

const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Only our own reverse proxy (TRUST_PROXY) may say which address, host and scheme the member used,
 * and only the host and scheme of PUBLIC_URL (the members' address): anyone else's forwarded
 * headers are dropped before Astro (configured with allowedDomains [{}]) can believe them.
 */
export function keepTrustedForwarding(headers, { trustProxy, publicUrl }) {
  if (!trustProxy) {
    for (const name of FORWARDED) delete headers[name];
    return;
  }
  const members = new URL(publicUrl);
  delete headers.forwarded;
  delete headers['x-forwarded-port'];
  if (headers['x-forwarded-host'] !== members.host) delete headers['x-forwarded-host'];
  if (headers['x-forwarded-proto'] !== members.protocol.slice(0, -1)) delete headers['x-forwarded-proto'];
}

/** The origin Astro will compute for this request (after keepTrustedForwarding). */
function requestOrigin(headers) {
  const proto = headers['x-forwarded-proto'] ?? 'http';
  const host = headers['x-forwarded-host'] ?? headers.host;
  return `${proto}://${host}`;
}

/**
 * Astro's own origin check (security.checkOrigin), decided here so that a forged cross-site post
 * gets our pt-BR 403 page rather than Astro's English plain text: an unsafe method whose form-like
 * (or absent) content type comes from another origin.
 */
export function isCrossSitePost(method, headers) {
  if (SAFE_METHODS.has(method)) return false;
  const sameOrigin = headers.origin === requestOrigin(headers);
  const type = headers['content-type'];
  if (type === undefined) return !sameOrigin;
  return FORM_TYPES.some((form) => type.toLowerCase().includes(form)) && !sameOrigin;
}

// Two kinds of form carry a file; every other post keeps 64 KiB, so nobody gets to park megabytes
// in the portal's memory elsewhere (the body is read before anyone is signed in):
// - the member's request with its attachment (REQUEST_ATTACHMENT_MB, default 10, as the API reads it);
// - the back office's uploads, by path: how many files of MAX_FILE_MB (default 25, the setting the
//   API checks after the staff session and role) each carries, plus room for the text fields.
const STAFF_UPLOADS = [
  ['/gestao/comunicacao/noticias/salvar', 2], // a picture and a PDF
  ['/gestao/comunicacao/documentos', 1],
  ['/gestao/juridico', 1],
  ['/gestao/atendimento/curador', 1],
];
const FIELDS_ALLOWANCE = 256 * 1024;
const MB = 1024 * 1024;
const megabytes = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);

/** The most a post to `url` may carry. */
export function bodyLimitFor(url, env = process.env) {
  if (isUploadPath(url)) return megabytes(env.REQUEST_ATTACHMENT_MB, 10) * MB + BODY_LIMIT_BYTES;
  const path = (url ?? '/').split('?')[0];
  const files = STAFF_UPLOADS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
  return files ? files * megabytes(env.MAX_FILE_MB, 25) * MB + FIELDS_ALLOWANCE : BODY_LIMIT_BYTES;
}

/** A declared length already over the limit: refused without reading a byte of the body. */
export const declaresTooLarge = (headers, limit = BODY_LIMIT_BYTES) => Number(headers['content-length'] ?? 0) > limit;

/**
 * The whole body when it fits the limit, or null as soon as it does not (a chunked upload gives
 * no length up front). What is read stays under the limit, so a 1 GiB post costs no memory.
 */
export function readLimitedBody(req, limit = BODY_LIMIT_BYTES) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        // Keep reading into nothing, so the member's browser gets our answer rather than a reset.
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.once('error', reject);
  });
}
