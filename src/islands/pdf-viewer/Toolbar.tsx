import { useEffect, useId, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { viewerMessages as t } from './messages.ts';
import { MAX_SCALE, MIN_SCALE, zoomPercent } from './zoom.ts';

type Props = {
  page: number;
  pageCount: number;
  scale: number;
  fullScreen: boolean;
  stampTypes: string;
  onPage(page: number): void;
  onZoomIn(): void;
  onZoomOut(): void;
  onRotate(): void;
  onFullScreen(): void;
  onStamp(image: File): void;
};

/** The viewer's controls: real buttons with visible Portuguese labels, 44 px tall. */
export function Toolbar(props: Props) {
  const { page, pageCount, scale } = props;
  const id = useId();
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
        <button type="button" onClick={() => props.onPage(page - 1)} disabled={page <= 1}>
          <span aria-hidden="true">‹ </span>
          {t.previousPage}
        </button>
        <form className="pdf-page-form" onSubmit={goToTypedPage}>
          <label htmlFor={`${id}-page`}>Página</label>
          <input
            id={`${id}-page`}
            inputMode="numeric"
            pattern="[0-9]*"
            size={3}
            value={typedPage}
            onChange={(event) => setTypedPage(event.target.value)}
            onBlur={() => goToTypedPage()}
            aria-describedby={`${id}-of`}
          />
          <span id={`${id}-of`}>de {pageCount}</span>
        </form>
        <button type="button" onClick={() => props.onPage(page + 1)} disabled={page >= pageCount}>
          {t.nextPage}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <div className="pdf-toolbar-set">
        <button type="button" onClick={props.onZoomOut} disabled={scale <= MIN_SCALE}>
          <span aria-hidden="true">− </span>
          {t.zoomOut}
        </button>
        <span className="pdf-zoom-level">{zoomPercent(scale)}%</span>
        <button type="button" onClick={props.onZoomIn} disabled={scale >= MAX_SCALE}>
          <span aria-hidden="true">+ </span>
          {t.zoomIn}
        </button>
      </div>
      <div className="pdf-toolbar-set">
        <button type="button" onClick={props.onRotate}>
          <span aria-hidden="true">↻ </span>
          {t.rotate}
        </button>
        <button type="button" onClick={props.onFullScreen} aria-pressed={props.fullScreen}>
          {t.fullScreen}
        </button>
        {/* No stamp types: the protected viewer, where the document is only read. */}
        {props.stampTypes && (
          <label className="pdf-stamp-picker">
            {t.addStamp}
            <input type="file" accept={props.stampTypes} onChange={pickStamp} />
          </label>
        )}
      </div>
    </div>
  );
}
