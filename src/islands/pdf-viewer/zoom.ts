// Spec §9: the viewer opens at scale 2, and at 0.6 on screens 768 px wide or narrower, so a
// phone shows the whole page width instead of a corner of it.
export const NARROW_SCREEN_QUERY = '(max-width: 768px)';

export function initialScale(isNarrowScreen: boolean): number {
  return isNarrowScreen ? 0.6 : 2;
}

// Fixed steps (not free multiplication) so 'Aumentar zoom' then 'Diminuir zoom' returns exactly
// to where the member was, and every level reads as a round percentage.
export const MIN_SCALE = 0.25;
export const MAX_SCALE = 5;
const ZOOM_STEPS = [MIN_SCALE, 0.4, 0.5, 0.6, 0.75, 0.9, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, MAX_SCALE];

export function zoomedIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + 1e-6) ?? MAX_SCALE;
}

export function zoomedOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - 1e-6) ?? MIN_SCALE;
}

export function zoomPercent(scale: number): number {
  return Math.round(scale * 100);
}
