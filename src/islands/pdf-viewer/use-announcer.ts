import { useCallback, useState } from 'react';

type Announcement = { text: string; serial: number };

/** Text for the viewer's polite live region; each call is a distinct announcement. */
export function useAnnouncer(initial: string) {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: initial, serial: 0 });
  const announce = useCallback(
    (text: string) => setAnnouncement((previous) => ({ text, serial: previous.serial + 1 })),
    [],
  );
  return [announcement, announce] as const;
}
