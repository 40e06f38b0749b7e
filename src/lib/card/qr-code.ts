// The card's QR code points to `${PUBLIC_URL}/verificar/{code}`; it is drawn by the shared
// server-side SVG helper (../qr-svg.ts).
import { config } from '../config.ts';
import { qrSvg } from '../qr-svg.ts';

export const verificationUrl = (code: string) => `${config.publicUrl.replace(/\/+$/, '')}/verificar/${encodeURIComponent(code)}`;

export const cardQrSvg = (url: string) => qrSvg(url, { className: 'member-card__qr' });
