// Announcing the portal before it and the API answer would send the operator (or a test run)
// to a page that fails; poll a service's readiness address until it answers 200.
const POLL_EVERY_MS = 250;

export async function waitUntilReady(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answersOk(url)) return;
    await new Promise((done) => setTimeout(done, POLL_EVERY_MS));
  }
  throw new Error(`${url} não respondeu em ${Math.round(timeoutMs / 1000)} s`);
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}
