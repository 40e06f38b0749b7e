// The exact wording a member accepts: the acceptance record keeps this hash, so evidence of what
// was shown survives later edits of the terms, and a changed text asks for a new acceptance.
import { createHash } from 'node:crypto';

export function termsHash(title: string, text: string): string {
  return createHash('sha256').update(`${title}\n${text}`, 'utf8').digest('hex');
}
