// Debian's Chromium, as the browser tests and the benchmark launch it: Playwright's own browser
// download cannot work here, and a headless run must not phone home or wait on a GPU.
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
  ignoreDefaultArgs: ['--disable-dev-shm-usage'],
};
