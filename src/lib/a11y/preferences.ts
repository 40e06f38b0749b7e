// The eMAG bar's two preferences (high contrast, text size). They live in cookies so the server
// renders every page with them already applied (a class on <html>): no flash, no JavaScript, and
// nothing extra to download on the next page.
import type { AstroCookies } from 'astro';

export const TEXT_SIZES = [100, 125, 150, 200] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export type Preferences = { highContrast: boolean; textSize: TextSize };

/** What the bar's buttons ask for (the `acao` field of its form). */
export type PreferenceAction = 'contraste' | 'aumentar' | 'diminuir' | 'normal';

const CONTRAST_COOKIE = 'contraste';
const SIZE_COOKIE = 'tamanho-texto';
// A year: a member who needs large text needs it on every visit, signed in or not.
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readPreferences(cookies: AstroCookies): Preferences {
  const size = Number(cookies.get(SIZE_COOKIE)?.value);
  return {
    highContrast: cookies.get(CONTRAST_COOKIE)?.value === 'alto',
    textSize: TEXT_SIZES.find((step) => step === size) ?? 100,
  };
}

/** The classes of <html>; global.css keys the palette and the root font size on them. */
export function htmlClasses({ highContrast, textSize }: Preferences): string[] {
  return [highContrast ? 'alto-contraste' : '', textSize === 100 ? '' : `texto-${textSize}`].filter(Boolean);
}

export function isPreferenceAction(value: unknown): value is PreferenceAction {
  return value === 'contraste' || value === 'aumentar' || value === 'diminuir' || value === 'normal';
}

export function applyAction(current: Preferences, action: PreferenceAction): Preferences {
  const step = TEXT_SIZES.indexOf(current.textSize);
  switch (action) {
    case 'contraste': return { ...current, highContrast: !current.highContrast };
    case 'aumentar': return { ...current, textSize: TEXT_SIZES[Math.min(step + 1, TEXT_SIZES.length - 1)]! };
    case 'diminuir': return { ...current, textSize: TEXT_SIZES[Math.max(step - 1, 0)]! };
    case 'normal': return { ...current, textSize: 100 };
  }
}

export function writePreferences(cookies: AstroCookies, preferences: Preferences, secure: boolean): void {
  // Not HttpOnly-sensitive data, but no script of ours reads them either; Lax like the session.
  const options = { path: '/', maxAge: MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax' as const, secure };
  if (preferences.highContrast) cookies.set(CONTRAST_COOKIE, 'alto', options);
  else cookies.delete(CONTRAST_COOKIE, { path: '/' });
  if (preferences.textSize === 100) cookies.delete(SIZE_COOKIE, { path: '/' });
  else cookies.set(SIZE_COOKIE, String(preferences.textSize), options);
}
