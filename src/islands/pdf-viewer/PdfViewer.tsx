import { useCallback, useEffect, useRef, useState } from 'react';
import { viewerMessages as t } from './messages.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { Toolbar } from './Toolbar.tsx';
import { useAnnouncer } from './use-announcer.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useOverflowHints } from './use-overflow-hints.ts';
import { watermarkImage } from './watermark-image.ts';
import { initialScale, NARROW_SCREEN_QUERY, zoomedIn, zoomedOut, zoomPercent } from './zoom.ts';
import type { ViewerEngine } from './pdfjs-engine.ts';
// The frame's own look, linked from the page so the server-rendered frame has its final size.
import './pdf-viewer.css';

type Props = {
  /** Our own route for the file, e.g. /documentos/12.pdf (same origin: cookies and CSP hold). */
  src: string;
  /** The document's title, naming the viewer region for screen readers. */
  title: string;
  /**
   * Protected mode (shared folders, protected/ProtectedPdfViewer.tsx): this text as a watermark on
   * every page, no context menu and no image stamps. Reading, paging and zoom stay as they are.
   */
  watermark?: string;
};

type Status = 'loading' | 'password' | 'ready' | 'failed';

/**
 * In-page PDF viewer (issue #4). This file stays small: pdf.js itself (about 1 MB) is fetched by
 * the dynamic import below only when the viewer mounts, i.e. when a member opens a document.
 *
 * Rendered on the server too (issue 21): the toolbar and the document area are there, at their
 * final size, from the first paint, so nothing moves when the island takes over and the first
 * page is drawn into the box that was already on screen. The controls stay disabled until then.
 */
export default function PdfViewer({ src, title, watermark }: Props) {
  const frame = useRef<HTMLElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const engine = useRef<ViewerEngine | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [wrongAttempts, setWrongAttempts] = useState(0);
  // The form unmounts while pdf.js tries a password: what was typed comes back with it.
  const [typedPassword, setTypedPassword] = useState('');
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(0);
  // Unknown on the server (no screen width): set when the document is opened, in the browser.
  const [scale, setScale] = useState<number | null>(null);
  const [rotation, setRotation] = useState(0);
  const [stampTypes, setStampTypes] = useState('');
  const [announcement, announce] = useAnnouncer(t.loading);
  const fullscreen = useFullscreen(frame);
  const more = useOverflowHints(container);

  useEffect(() => {
    let cancelled = false;
    const host = container.current;
    if (!host) return;
    const startScale = initialScale(window.matchMedia(NARROW_SCREEN_QUERY).matches);
    setScale(startScale);
    import('./pdfjs-engine.ts')
      .then(({ openDocument, stampImageTypes }) => {
        if (cancelled) return;
        setStampTypes(stampImageTypes);
        return openDocument(host, src, startScale, {
          onPasswordNeeded(retry) {
            if (retry) setWrongAttempts((count) => count + 1);
            setStatus('password');
            announce(retry ? t.wrongPassword : t.needPassword);
          },
          onReady(pages) {
            setPageCount(pages);
            setStatus('ready');
            announce(t.loaded(pages));
          },
          onPageChange: setPage,
          onScaleChange: setScale,
          onFailure() {
            setStatus('failed');
            announce(t.cannotLoad);
          },
        });
      })
      .then((opened) => {
        if (!opened) return;
        if (cancelled) opened.destroy();
        else engine.current = opened;
      })
      // The chunk itself failed to arrive (connection lost on a slow link).
      .catch(() => {
        if (cancelled) return;
        setStatus('failed');
        announce(t.cannotLoad);
      });
    return () => {
      cancelled = true;
      engine.current?.destroy();
      engine.current = null;
    };
    // Opened once per document; later scale changes go through the effects below.
  }, [src]);

  // The watermark, a picture for the pages' ::before, set through the CSSOM, which the CSP
  // allows: a style attribute in the server's HTML would be refused, and hydration keeps it so.
  useEffect(() => {
    if (watermark) frame.current?.style.setProperty('--pdf-watermark', watermarkImage(watermark));
  }, [watermark]);

  // Zoom and rotation are state here; pdf.js follows once the document is laid out.
  useEffect(() => {
    if (status === 'ready' && scale !== null) engine.current?.setScale(scale);
  }, [status, scale]);
  useEffect(() => {
    if (status === 'ready') engine.current?.setRotation(rotation);
  }, [status, rotation]);

  const goToPage = useCallback(
    (wanted: number) => {
      const next = Math.min(Math.max(wanted, 1), pageCount);
      engine.current?.goToPage(next);
      announce(t.pageOf(next, pageCount));
    },
    [pageCount, announce],
  );
  const zoom = (next: number) => {
    setScale(next);
    announce(t.zoomLevel(zoomPercent(next)));
  };
  const rotate = () => {
    const next = (rotation + 90) % 360;
    setRotation(next);
    announce(t.rotated(next));
  };
  const submitPassword = (password: string) => {
    setTypedPassword(password);
    // Back to 'loading' so the page box is on screen (and measurable) when pdf.js lays it out.
    setStatus('loading');
    announce(t.loading);
    engine.current?.submitPassword(password);
  };
  const stamp = (image: File) => {
    engine.current?.addStamp(image).then(() => announce(t.stampAdded), () => announce(t.cannotLoad));
  };

  return (
    <section
      ref={frame}
      className={`pdf-viewer${fullscreen.stretched ? ' pdf-viewer--stretched' : ''}${watermark ? ' pdf-viewer--protected' : ''}`}
      aria-label={title}
      data-status={status}
      onContextMenu={watermark ? (event) => event.preventDefault() : undefined}
    >
      <p className="pdf-announcer" role="status" aria-live="polite">
        {/* A new node per message, so a repeated one ('senha incorreta' twice) is read again. */}
        <span key={announcement.serial}>{announcement.text}</span>
      </p>
      {status === 'failed' && <p className="pdf-message pdf-error">{t.cannotLoad}</p>}
      {status === 'password' && (
        <PasswordForm wrongAttempts={wrongAttempts} typed={typedPassword} onSubmit={submitPassword} />
      )}
      {/* Disabled, not absent, while the document loads: the frame keeps its size. */}
      {(status === 'loading' || status === 'ready') && (
        <Toolbar
          ready={status === 'ready'}
          page={page}
          pageCount={pageCount}
          scale={scale}
          fullScreen={fullscreen.active}
          stampTypes={watermark ? null : stampTypes}
          onPage={goToPage}
          onZoomIn={() => scale !== null && zoom(zoomedIn(scale))}
          onZoomOut={() => scale !== null && zoom(zoomedOut(scale))}
          onRotate={rotate}
          onFullScreen={fullscreen.toggle}
          onStamp={stamp}
        />
      )}
      {/* Shown while loading too: pdf.js measures this box when it lays out the first page. */}
      <div className="pdf-stage" hidden={status === 'password' || status === 'failed'}>
        {/* Over the empty area, not above it: the page takes its place without pushing anything. */}
        {status === 'loading' && <p className="pdf-message pdf-message--loading">{t.loading}</p>}
        {/* Focusable so keyboard users can scroll a zoomed page with the arrow keys. */}
        <div ref={container} className="pdf-scroller" tabIndex={0} role="region" aria-label={`${title}: ${t.pageOf(page, pageCount || 1)}`}>
          <div className="pdfViewer" />
        </div>
        {/* Over the box's edges, where the cut is; read after the document by screen readers. */}
        {status === 'ready' && more.right && <p className="pdf-more pdf-more--right">{t.moreRight}</p>}
        {status === 'ready' && more.below && <p className="pdf-more pdf-more--below">{t.moreBelow}</p>}
      </div>
    </section>
  );
}
