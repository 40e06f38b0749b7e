import { useEffect, useId, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { viewerMessages as t } from './messages.ts';
import { MAX_SCALE, MIN_SCALE, zoomPercent } from './zoom.ts';

type Props = {
  /** False while the document loads: every control is there, disabled, so nothing moves later. */
  ready: boolean;
  page: number;
  /** 0 until the document is open. */
  pageCount: number;
  /** null until the browser has chosen the opening zoom for its screen width. */
  scale: number | null;
  fullScreen: boolean;
  /** The image types a stamp may be; '' while pdf.js (which lists them) loads; null: no stamps. */
  stampTypes: string | null;
  onPage(page: number): void;
  onZoomIn(): void;
  onZoomOut(): void;
  onRotate(): void;
  onFullScreen(): void;
  onStamp(image: File): void;
};

/**
 * The viewer's controls: real buttons with visible Portuguese labels, 44 px tall. On screens
 * 768 px wide or narrower (pdf-viewer.css) the main ones fit in two rows, with shorter visible
 * labels, and the rest wait behind 'Mais opções', so the document starts within the first screen.
 */
export function Toolbar(props: Props) {
  const { ready, page, pageCount, scale } = props;
  const id = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  const [typedPage, setTypedPage] = useState(String(page));
  useEffect(() => setTypedPage(String(page)), [page]);

  // The page number is applied on Enter (or leaving the field), not on every keystroke, so
  // typing "12" does not first jump to page 1.
  const goToTypedPage = (event?: SubmitEvent) => {
    event?.preventDefault();
    const wanted = Number.parseInt(typedPage, 10);
    if (Number.isInteger(wanted) && wanted >= 1 && wanted <= pageCount) props.onPage(wanted);
    else setTypedPage(String(page));
  };

  const pickStamp = (event: ChangeEvent<HTMLInputElement>) => {
    const image = event.target.files?.[0];
    if (image) props.onStamp(image);
    event.target.value = '';
  };

  return (
    <div className="pdf-toolbar" role="group" aria-label={t.toolbar}>
      <div className="pdf-toolbar-set">
        <button type="button" onClick={() => props.onPage(page - 1)} disabled={!ready || page <= 1}>
          <span aria-hidden="true">‹ </span>
          <Label full={t.previousPage} short={t.previousShort} />
        </button>
        <form className="pdf-page-form" onSubmit={goToTypedPage}>
          <label htmlFor={`${id}-page`}>Página</label>
          <input
            id={`${id}-page`}
            disabled={!ready}
            inputMode="numeric"
            pattern="[0-9]*"
            size={3}
            value={typedPage}
            onChange={(event) => setTypedPage(event.target.value)}
            onBlur={() => goToTypedPage()}
            aria-describedby={`${id}-of`}
          />
          {/* Room for the count before it is known, so the next button does not move. */}
          <span id={`${id}-of`} className="pdf-page-count">de {pageCount || '…'}</span>
        </form>
        <button type="button" onClick={() => props.onPage(page + 1)} disabled={!ready || page >= pageCount}>
          <Label full={t.nextPage} short={t.nextShort} />
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <div className="pdf-toolbar-set">
        <button type="button" onClick={props.onZoomOut} disabled={!ready || scale === null || scale <= MIN_SCALE}>
          <span aria-hidden="true">− </span>
          <Label full={t.zoomOut} />
        </button>
        <span className="pdf-zoom-level">{scale === null ? '' : `${zoomPercent(scale)}%`}</span>
        <button type="button" onClick={props.onZoomIn} disabled={!ready || scale === null || scale >= MAX_SCALE}>
          <span aria-hidden="true">+ </span>
          <Label full={t.zoomIn} />
        </button>
        {/* Shown only on narrow screens (pdf-viewer.css); wider ones show the set it opens. */}
        <button type="button" className="pdf-more-toggle" aria-expanded={moreOpen} aria-controls={`${id}-more`}
          onClick={() => setMoreOpen((open) => !open)}>
          {t.moreOptions}
          <span aria-hidden="true">{moreOpen ? ' ▴' : ' ▾'}</span>
        </button>
      </div>
      <div id={`${id}-more`} className="pdf-toolbar-set pdf-toolbar-more" data-open={moreOpen || undefined}>
        <button type="button" onClick={props.onRotate} disabled={!ready}>
          <span aria-hidden="true">↻ </span>
          {t.rotate}
        </button>
        <button type="button" onClick={props.onFullScreen} aria-pressed={props.fullScreen} disabled={!ready}>
          {t.fullScreen}
        </button>
        {/* No stamp types: the protected viewer, where the document is only read. */}
        {props.stampTypes !== null && (
          <label className="pdf-stamp-picker">
            {t.addStamp}
            <input type="file" accept={props.stampTypes || undefined} onChange={pickStamp} disabled={!ready} />
          </label>
        )}
      </div>
    </div>
  );
}

/**
 * A control's label; with `short`, narrow screens show the short form while screen readers (and
 * speech input) keep the full one, which contains it.
 */
function Label({ full, short }: { full: string; short?: string }) {
  if (!short) return <span className="pdf-label-symbolic">{full}</span>;
  return (
    <>
      <span className="pdf-label-full">{full}</span>
      <span className="pdf-label-short" aria-hidden="true">{short}</span>
    </>
  );
}
