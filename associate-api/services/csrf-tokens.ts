// CSRF tokens are an HMAC of the caller's session (or pre-session) cookie, keyed by a secret
// derived from the API key: every instance computes the same token and nothing is stored.
import { createHmac } from 'node:crypto';

export function csrfTokenFor(apiKey: string, binding: string): string {
  const secret = createHmac('sha256', 'csrf-secret').update(apiKey).digest();
  return createHmac('sha256', secret).update(binding).digest('base64url');
}
