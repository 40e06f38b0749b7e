// The card's QR code points to its public check (../verification-url.ts); it is drawn by the
// shared server-side SVG helper (../qr-svg.ts).
import { qrSvg } from '../qr-svg.ts';

export const cardQrSvg = (url: string) => qrSvg(url, { className: 'member-card__qr' });
