import { useEffect, useState, type RefObject } from 'react';

export type OverflowHints = { right: boolean; below: boolean };

// A pixel or two of rounding is not 'more of the document'.
const SLACK = 2;

/**
 * Whether the document goes on beyond the visible box, to the right or below. A zoomed page cut
 * at the edge looks like a whole page to a member who never scrolls sideways; the viewer says so.
 * Re-measured on scroll and whenever the box or the pages change size (zoom, rotation, loading).
 */
export function useOverflowHints(scroller: RefObject<HTMLElement | null>): OverflowHints {
  const [hints, setHints] = useState<OverflowHints>({ right: false, below: false });
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const measure = () => {
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - SLACK;
      const below = box.scrollTop + box.clientHeight < box.scrollHeight - SLACK;
      setHints((old) => (old.right === right && old.below === below ? old : { right, below }));
    };
    const resized = new ResizeObserver(measure);
    resized.observe(box);
    if (box.firstElementChild) resized.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      resized.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [scroller]);
  return hints;
}
