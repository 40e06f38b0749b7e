import { describe, expect, it } from 'vitest';
import { initialScale, MAX_SCALE, MIN_SCALE, zoomedIn, zoomedOut, zoomPercent } from '../../src/islands/pdf-viewer/zoom.ts';

describe('PDF viewer zoom', () => {
  it('opens at scale 2, and 0.6 on narrow screens (spec §9)', () => {
    expect(initialScale(false)).toBe(2);
    expect(initialScale(true)).toBe(0.6);
  });

  it('zooming in then out returns to the same level', () => {
    for (const start of [0.6, 1, 2]) {
      expect(zoomedOut(zoomedIn(start))).toBe(start);
    }
  });

  it('moves from a level between steps to the next step, and stops at the ends', () => {
    expect(zoomedIn(1.1)).toBe(1.25);
    expect(zoomedOut(1.1)).toBe(1);
    expect(zoomedIn(MAX_SCALE)).toBe(MAX_SCALE);
    expect(zoomedOut(MIN_SCALE)).toBe(MIN_SCALE);
  });

  it('shows the level as a whole percentage', () => {
    expect(zoomPercent(0.6)).toBe(60);
    expect(zoomPercent(1.25)).toBe(125);
  });
});
