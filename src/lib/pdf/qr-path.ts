// A QR code as one SVG path for pdf-lib's drawSvgPath (one unit per module): vector squares, sharp
// however the page is printed or zoomed. Shared by the declarations and Atendimento's access letter.
import QRCode from 'qrcode';

/** The QR's dark modules as one SVG path, and how many modules a side has. */
export function qrPath(text: string): { path: string; modules: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
  }
  return { path, modules: modules.size };
}
