// Debian's Chromium in its headless build (scripts/ensure-chromium.sh), as the browser tests and
// the benchmark launch it: Playwright's own browser download cannot work here, and a headless run
// must not phone home or wait on a GPU.
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
  // Playwright moves Chromium's shared memory to /tmp (for containers with a tiny /dev/shm); here
  // /dev/shm is a large tmpfs and /tmp a disk, and the journeys ran ≈ 10% slower from /tmp.
  ignoreDefaultArgs: ['--disable-dev-shm-usage'],
};
