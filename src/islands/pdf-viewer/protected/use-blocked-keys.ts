import { useEffect } from 'react';
import { isBlockedShortcut } from './blocked-keys.ts';

/**
 * Calls `onBlocked` for each refused shortcut while the viewer is on the page. Listens on the
 * window in the capture phase so the browser's own print and developer-tools shortcuts are
 * stopped before anything else sees them; PrintScreen often arrives only as a keyup.
 */
export function useBlockedKeys(onBlocked: () => void): void {
  useEffect(() => {
    const refuse = (event: KeyboardEvent) => {
      if (!isBlockedShortcut(event)) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.type === 'keydown' || event.key === 'PrintScreen') onBlocked();
    };
    window.addEventListener('keydown', refuse, { capture: true });
    window.addEventListener('keyup', refuse, { capture: true });
    return () => {
      window.removeEventListener('keydown', refuse, { capture: true });
      window.removeEventListener('keyup', refuse, { capture: true });
    };
  }, [onBlocked]);
}
