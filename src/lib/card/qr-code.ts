// The card's QR code as inline SVG drawn on the server (uqr): no image request, no JavaScript,
// sharp when printed. The address is `${PUBLIC_URL}/verificar/{code}`.
import { renderSVG } from 'uqr';
import { config } from '../config.ts';

export const verificationUrl = (code: string) => `${config.publicUrl.replace(/\/+$/, '')}/verificar/${encodeURIComponent(code)}`;

/** The SVG markup; its content is our own (a URL of base64url characters), safe to inline. */
export function qrSvg(url: string): string {
  return renderSVG(url, { border: 2 }).replace('<svg ', '<svg aria-hidden="true" focusable="false" class="member-card__qr" ');
}
