// The built JavaScript files each viewer island needs, for ViewerPreload.astro to ask for all of
// them at once (issue 21 §3) instead of one after another as each file names the next (island →
// React → pdf.js → its page viewer). Their hashed names exist only once the client is built, after
// this server code; src/integrations/viewer-modules.ts then writes them over the placeholder below
// in the built server files. In `astro dev` the placeholder stays and nothing is preloaded.
export const VIEWER_MODULES_PLACEHOLDER = '@@PORTAL_VIEWER_MODULES@@';

export type ViewerIsland = 'PdfViewer' | 'ProtectedPdfViewer';

/** 'PdfViewer=/_astro/a.js|/_astro/b.js;ProtectedPdfViewer=…': no quote, whatever quotes the bundler uses. */
export function encodeViewerModules(modules: Record<string, string[]>): string {
  return Object.entries(modules).map(([island, files]) => `${island}=${files.join('|')}`).join(';');
}

export function decodeViewerModules(encoded: string): Partial<Record<ViewerIsland, string[]>> {
  const modules: Record<string, string[]> = {};
  for (const entry of encoded.split(';')) {
    const [island, files] = entry.split('=');
    if (island && files) modules[island] = files.split('|');
  }
  return modules;
}

const BUILT: string = VIEWER_MODULES_PLACEHOLDER;
const modules = decodeViewerModules(BUILT);

/** The island's modules (its own, React's, pdf.js's), in no particular order; [] in `astro dev`. */
export function viewerModules(island: ViewerIsland): string[] {
  return modules[island] ?? [];
}
