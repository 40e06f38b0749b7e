// Where the portal serves pdf.js's character maps and standard fonts (copied from pdfjs-dist at
// build by src/integrations/pdfjs-assets.ts). Under /_astro/ so they are precompressed and cached
// immutable; the version in the path keeps an old copy from meeting a newer pdf.js.
import pdfjsPackage from 'pdfjs-dist/package.json' with { type: 'json' };

export const PDFJS_DATA_DIR = `pdfjs-${pdfjsPackage.version}`;
export const PDFJS_DATA_KINDS = ['cmaps', 'standard_fonts'] as const;

/** The URL of one kind of data, as pdf.js wants it (with the trailing slash). */
export const pdfjsDataUrl = (kind: (typeof PDFJS_DATA_KINDS)[number]) => `/_astro/${PDFJS_DATA_DIR}/${kind}/`;
