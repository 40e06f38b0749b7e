// The top bar's live clock (spec §2: DD/MM/YYYY HH:mm:ss, every second). It is not a live region,
// so screen readers read it when the member reaches it instead of every second; the pause button
// also stops the movement for members distracted by it (WCAG 2.2.2). On a phone the button shows
// only a pause/play sign drawn by CSS; its words stay its accessible name.
import { useEffect, useState } from 'react';
import { formatClock } from '../lib/datetime.ts';

export default function Clock({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const [paused, setPaused] = useState(false);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (paused) return undefined;
    const tick = () => setText(formatClock(new Date()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <div className="clock">
      <span className="visually-hidden">Data e hora: </span>
      <span className="clock__time">{text}</span>
      {hydrated && (
        <button type="button" className={`button button--link clock__toggle clock__toggle--${paused ? 'play' : 'pause'}`} onClick={() => setPaused(!paused)}>
          <span className="clock__toggle-text">{paused ? 'Continuar relógio' : 'Pausar relógio'}</span>
        </button>
      )}
    </div>
  );
}
