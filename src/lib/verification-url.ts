// Where a printed code is checked by whoever reads it (member card, declarations): the public
// `${PUBLIC_URL}/verificar/{code}` page.
import { config } from './config.ts';

export const verificationUrl = (code: string) => `${config.publicUrl.replace(/\/+$/, '')}/verificar/${encodeURIComponent(code)}`;
