import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * 'Tela cheia' for the viewer frame. Where the Fullscreen API is missing or refused (iPhone
 * Safari, some embedded browsers) the frame is instead stretched over the window by CSS, so the
 * button never does nothing; Escape leaves that mode like it leaves real full screen.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [stretched, setStretched] = useState(false);

  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);

  useEffect(() => {
    if (!stretched) return;
    const leaveOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setStretched(false);
    document.addEventListener('keydown', leaveOnEscape);
    return () => document.removeEventListener('keydown', leaveOnEscape);
  }, [stretched]);

  const toggle = useCallback(() => {
    const element = target.current;
    if (!element) return;
    if (native) {
      void document.exitFullscreen();
    } else if (stretched) {
      setStretched(false);
    } else if (document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      element.requestFullscreen().catch(() => setStretched(true));
    } else {
      setStretched(true);
    }
  }, [target, native, stretched]);

  return { active: native || stretched, stretched, toggle };
}
