// Links a stylesheet from the page and waits until it applies. pdf.js's own stylesheet (≈ 30 KB
// compressed, most of it for editor tools the portal never shows) comes this way, with its
// engine, instead of from the page's <head>: there it held the first paint of every document page
// back by about a second on a phone's connection (Lighthouse: LCP 2.7 s, issue 21 §3), for rules
// that only style what pdf.js draws later. CSP: a <link> to our own origin is style-src 'self'.
const pending = new Map<string, Promise<void>>();

export function loadStylesheet(href: string): Promise<void> {
  let loading = pending.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      // A stylesheet that fails leaves the text layer visible over the page, which is still a
      // readable document: the viewer goes on either way.
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
      document.head.append(link);
    });
    pending.set(href, loading);
  }
  return loading;
}
