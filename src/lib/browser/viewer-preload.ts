// Starts every fetch a PDF viewer will make at once (issue 21 §3): the island's modules, which
// would otherwise be found one after another as each names the next (island → React → pdf.js →
// its page viewer), and the PDF itself. Right after the page's first paint, not with its HTML:
// ≈ 250 KB of scripts and the PDF asked for with the page took the line from its stylesheets on a
// phone's connection, and the title and the viewer's frame painted 1.6 s later (Lighthouse
// mobile: first paint 2.6 s against 1.0 s on a page without the viewer). After the paint they
// still arrive well before the island, which only then asks for them.
//
// The PDF's preload is the very request pdf.js makes later (fetch, mode cors, same-origin
// credentials: `crossorigin`), so the browser hands it over instead of asking twice.
function preload(rel: 'modulepreload' | 'preload', href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  return link;
}

/** Runs after the frame being prepared now has been painted (a frame, then the task after it). */
function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

class ViewerPreload extends HTMLElement {
  connectedCallback(): void {
    const modules = (this.dataset.modules ?? '').split(' ').filter(Boolean);
    const pdf = this.dataset.pdf;
    afterNextPaint(() => {
      const links = modules.map((href) => preload('modulepreload', href));
      if (pdf) {
        const pdfLink = preload('preload', pdf);
        pdfLink.as = 'fetch';
        pdfLink.crossOrigin = 'anonymous';
        links.push(pdfLink);
      }
      document.head.append(...links);
    });
  }
}

customElements.define('viewer-preload', ViewerPreload);
