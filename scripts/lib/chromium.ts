// Debian's Chromium in its headless build (scripts/ensure-chromium.sh), as the browser tests and
// the benchmark launch it: Playwright's own browser download cannot work here, and a headless run
// must not phone home or wait on a GPU.
import { statfsSync } from 'node:fs';

/** Whether /dev/shm can hold Chromium's shared memory (containers often give it only 64 MB). */
function roomyDevShm(): boolean {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize > 1024 ** 3;
  } catch {
    return false;
  }
}

export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  // Playwright moves Chromium's shared memory to /tmp, for containers with a tiny /dev/shm. Where
  // /dev/shm is a large tmpfs (these machines: 24 GB) and /tmp a disk, that made the journeys
  // ≈ 10% slower: kept in /dev/shm when it has room.
  ignoreDefaultArgs: roomyDevShm() ? ['--disable-dev-shm-usage'] : [],
};
