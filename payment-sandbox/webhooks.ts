// The sandbox's webhooks, shaped as Vindi sends them: POST { event: { type, created_at, data } }
// with Content-Type application/json and User-Agent Vindi-Hookshot/1.0, to the URL configured,
// whose user and password travel as HTTP Basic. Like Vindi, a delivery that does not get a 2xx is
// tried again later (here a few times, a second apart, instead of ten over two days).
export type SendEvent = (type: string, data: Record<string, unknown>) => void;

const ATTEMPTS = 5;
const RETRY_MS = 1_000;

export function webhookSender(webhookUrl: string | undefined, now: () => Date): SendEvent {
  if (!webhookUrl) return () => {};
  const url = new URL(webhookUrl);
  const authorization = url.username || url.password
    ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
    : undefined;
  url.username = '';
  url.password = '';
  const target = url.href;
  return (type, data) => {
    const body = JSON.stringify({ event: { type, created_at: now().toISOString(), data } });
    void deliver(target, authorization, body);
  };
}

async function deliver(target: string, authorization: string | undefined, body: string): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=UTF-8', 'user-agent': 'Vindi-Hookshot/1.0', ...(authorization ? { authorization } : {}) },
        body,
        signal: AbortSignal.timeout(20_000),
      });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Receiver down: try again below.
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * attempt));
  }
}
