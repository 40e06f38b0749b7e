// The protected viewer's watermark (the member's name and masked CPF, slanted across every page)
// as a picture, not as text: generated text (a ::before/::after `content`) is read by screen
// readers, so a member listening to a protected file heard their own name twice on every page,
// inside the document. As an image it is only seen. It is also too plain a picture (a few hundred
// bytes over the whole page) for the browser to take it for the page's main content (LCP).
const WIDTH = 1000;
const HEIGHT = 600;
/** Of the text's length along its slant, at most, in the picture's units (it fits the picture). */
const LINE = 900;
/** Bold sans-serif letters are about this wide, for their size. */
const LETTER_WIDTH = 0.62;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A CSS `url()` of the SVG picture; the page scales it (protected-viewer.css). */
export function watermarkImage(text: string): string {
  const size = Math.min(64, Math.floor(LINE / (LETTER_WIDTH * Math.max(text.length, 1))));
  const centre = `${WIDTH / 2} ${HEIGHT / 2}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`
    + `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle" dominant-baseline="central" transform="rotate(-30 ${centre})" `
    + `font-family="sans-serif" font-weight="700" font-size="${size}" fill="#9b0000" fill-opacity="0.3">${escapeXml(text)}</text></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
