// One submission at a time: elderly members often double-click, and a second click must not
// send the form twice. The clicked button reads 'Carregando...' while the page loads.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';

export function useSubmitGuard() {
  const sending = useRef(false);
  const [pendingIntent, setPendingIntent] = useState<string | null>(null);

  // Coming back with the browser's Back button restores this page from memory: let it submit again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      setPendingIntent(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  /** Call at the end of a valid submit; cancels it when one is already running. */
  function begin(event: SubmitEvent<HTMLFormElement>): void {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
    const submitter = event.nativeEvent.submitter as HTMLButtonElement | null;
    setPendingIntent(submitter?.value ?? '');
  }

  return { begin, pendingIntent };
}
