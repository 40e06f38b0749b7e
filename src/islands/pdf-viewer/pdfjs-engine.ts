// The heavy half of the viewer, loaded only once a member opens a document (dynamic import from
// PdfViewer.tsx): pdf.js's legacy build (old Android and iOS browsers), its page viewer with the
// text layer, and its image-stamp editor. The worker comes from our own origin with a hashed
// name, as the portal's CSP demands (workers fall under script-src 'self'); no CDN is contacted.
//
// Standard fonts and CMaps are not configured: pdf.js falls back to the browser's fonts for the
// 14 standard PDF fonts, and CMaps only matter for CJK documents, which the association does not
// publish. Serving them would add megabytes to public/ for no member.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
// Fetched with the engine, not linked from the page (load-stylesheet.ts); still confined to the
// viewer by the build (src/integrations/scope-third-party-css.ts).
import pdfjsStylesheet from 'pdfjs-dist/legacy/web/pdf_viewer.css?url';
import type { PDFViewerOptions } from 'pdfjs-dist/types/web/pdf_viewer.js';
import { pdfjsDataUrl } from '../../lib/pdfjs-data.ts';
import { watchStampLabels } from './label-stamps.ts';
import { loadStylesheet } from './load-stylesheet.ts';
import { PortugueseL10n } from './pt-br-l10n.ts';

export type EngineEvents = {
  onPasswordNeeded(retry: boolean): void;
  onReady(pageCount: number): void;
  onPageChange(page: number): void;
  onScaleChange(scale: number): void;
  onFailure(): void;
};

export type ViewerEngine = {
  submitPassword(password: string): void;
  goToPage(page: number): void;
  setScale(scale: number): void;
  setRotation(degrees: number): void;
  addStamp(image: File): Promise<void>;
  destroy(): void;
};

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens the PDF at `url` inside `container` (an absolutely positioned, scrollable box). */
export async function openDocument(
  container: HTMLDivElement,
  url: string,
  scale: number,
  events: EngineEvents,
): Promise<ViewerEngine> {
  // pdf_viewer.mjs reads globalThis.pdfjsLib, which the pdf.mjs import above has set up. Its
  // stylesheet applies before the viewer draws anything.
  const [{ EventBus, PDFLinkService, PDFViewer, ScrollMode }] = await Promise.all([
    import('pdfjs-dist/legacy/web/pdf_viewer.mjs'),
    loadStylesheet(pdfjsStylesheet),
  ]);

  const eventBus = new EventBus();
  const linkService = new PDFLinkService({ eventBus });
  const forcedColors = window.matchMedia('(forced-colors: active)').matches;
  const l10n = new PortugueseL10n();
  const viewer = new PDFViewer({
    container,
    eventBus,
    linkService,
    // pdf.js types this option as its own L10n class (private fields included); at run time any
    // object with its methods serves, as the pdf.js app's own subclasses do.
    l10n: l10n as unknown as PDFViewerOptions['l10n'],
    annotationEditorMode: pdfjs.AnnotationEditorType.NONE,
    // In Windows high-contrast mode the page is drawn in the member's own colours.
    pageColors: forcedColors ? { background: 'Canvas', foreground: 'CanvasText' } : undefined,
  });
  linkService.setViewer(viewer);
  // With its own l10n given, PDFViewer leaves translating its container to the host page.
  void l10n.translate(container);
  const stopLabellingStamps = watchStampLabels(container);
  // One page at a time: previous/next and 'Página X de Y' are how members move (issue #4).
  viewer.scrollMode = ScrollMode.PAGE;

  eventBus.on('pagesinit', () => {
    viewer.currentScale = scale;
    events.onReady(viewer.pagesCount);
  });
  eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => events.onPageChange(pageNumber));
  eventBus.on('scalechanging', ({ scale: current }: { scale: number }) => events.onScaleChange(current));
  // pdf.js makes each page's text layer a tab stop of its own; the page's scroll region already
  // is one, so a keyboard member would otherwise press Tab twice to leave the document.
  eventBus.on('textlayerrendered', () => {
    for (const layer of container.querySelectorAll('.textLayer[tabindex]')) layer.removeAttribute('tabindex');
  });

  const task = pdfjs.getDocument({
    url,
    // Fetched from our own origin, and only when a document needs them.
    cMapUrl: pdfjsDataUrl('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: pdfjsDataUrl('standard_fonts'),
    // The same letters on every member's device, not whatever fonts their phone has.
    useSystemFonts: false,
  });
  let answerPassword: ((password: string) => void) | null = null;
  task.onPassword = (answer: (password: string) => void, reason: number) => {
    answerPassword = answer;
    events.onPasswordNeeded(reason === pdfjs.PasswordResponses.INCORRECT_PASSWORD);
  };
  task.promise.then(
    (pdfDocument) => {
      viewer.setDocument(pdfDocument);
      linkService.setDocument(pdfDocument, null);
    },
    (error: unknown) => {
      // Destroying the task on leaving the page rejects it too; that is no failure to report.
      if (!(error instanceof Error && error.name === 'AbortException')) events.onFailure();
    },
  );

  let stampMode = false;
  return {
    submitPassword(password) {
      answerPassword?.(password);
    },
    goToPage(page) {
      viewer.currentPageNumber = page;
    },
    setScale(next) {
      viewer.currentScale = next;
    },
    setRotation(degrees) {
      viewer.pagesRotation = degrees;
    },
    async addStamp(image) {
      if (!stampMode) {
        const switched = new Promise((resolve) => eventBus.on('annotationeditormodechanged', resolve, { once: true }));
        viewer.annotationEditorMode = { mode: pdfjs.AnnotationEditorType.STAMP };
        await switched;
        stampMode = true;
      }
      // pdf.js's StampEditor checks the type (apng, avif, bmp, gif, jpeg, png, svg+xml, webp,
      // x-icon) and scales an image larger than 75% of the page down (spec §5).
      eventBus.dispatch('switchannotationeditorparams', {
        source: null,
        type: pdfjs.AnnotationEditorParamsType.CREATE,
        value: { bitmapFile: image },
      });
    },
    destroy() {
      void task.destroy();
      viewer.setDocument(null);
      void l10n.destroy();
      stopLabellingStamps();
    },
  };
}

/** What the member may pick as an image stamp, straight from pdf.js's own list. */
export const stampImageTypes = [...pdfjs.SupportedImageMimeTypes].join(',');
