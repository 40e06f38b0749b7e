// A QR code as inline SVG drawn on the server (the `qrcode` package): no image request, no
// JavaScript, sharp when printed. One helper for every QR the portal shows (member card, PIX).
import QRCode from 'qrcode';

type QrOptions = {
  /** Class on the <svg>, for the page's CSS. */
  className?: string;
  /** Read by screen readers as an image with this name; without it the QR is hidden from them
   *  (for pages that show the same content as text next to it). */
  label?: string;
};

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The SVG markup of a QR code for `text`, generated from our own text: safe to inline with set:html. */
export async function qrSvg(text: string, { className, label }: QrOptions = {}): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const role = label ? `role="img" aria-label="${attribute(label)}"` : 'aria-hidden="true" focusable="false"';
  return svg.replace('<svg ', `<svg ${role}${className ? ` class="${attribute(className)}"` : ''} `);
}
