// SMS through the provider's API, shaped like Zenvia's v2 (POST /v2/channels/sms/messages, token in
// X-API-TOKEN, { from, to, contents: [{ type: 'text', text }] }). The local stand-in is sms-sandbox/.
// Off when SMS_API_URL or SMS_API_TOKEN is unset: 'Avisos' then says SMS is unavailable.
export type SmsConfig = { apiUrl: string | undefined; token: string | undefined; from: string; timeoutMs: number };
export type SmsSender = { available: boolean; send(to: string, text: string): Promise<void> };

export function createSmsSender(config: SmsConfig): SmsSender {
  const { apiUrl, token } = config;
  if (!apiUrl || !token) {
    return { available: false, send: async () => { throw new Error('SMS desligado (SMS_API_URL/SMS_API_TOKEN ausentes)'); } };
  }
  const endpoint = `${apiUrl.replace(/\/+$/, '')}/v2/channels/sms/messages`;
  return {
    available: true,
    async send(to, text) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-token': token },
        body: JSON.stringify({ from: config.from, to, contents: [{ type: 'text', text }] }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      // The body is read either way so the connection is reused.
      const answer = await response.text();
      if (!response.ok) throw new Error(`provedor de SMS respondeu ${response.status}: ${answer.slice(0, 200)}`);
    },
  };
}

/** Brazilian digits on file ('11912345678') as the provider wants them: country code first. */
export const smsNumber = (phone: string) => `55${phone}`;
