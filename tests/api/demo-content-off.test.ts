// DEMO_CONTENT=off: a new association before it publishes anything. The members still sign in,
// and every association-wide list answers empty, which is what the portal's empty states show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../associate-api/config.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
let cookies: Record<string, string>;
beforeAll(async () => {
  api = await startApi({ demoContent: false });
  cookies = await signIn(api, MARIA);
});
afterAll(async () => { await api?.close(); });

describe('DEMO_CONTENT=off', () => {
  it('news answers an empty page with nothing more to load', async () => {
    const answer = await call(api, 'GET', '/news/user/getWithLimit/10&0', { cookies });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: [], haveMore: false });
  });

  it.each(['/associate/faq', '/officialDocuments', '/officialDocumentsAgo', '/officialDocumentsAgo2025', '/officialDocumentsInformativo'])(
    '%s answers an empty list',
    async (path) => {
      const answer = await call(api, 'GET', path, { cookies });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: [] });
    },
  );
});

describe('DEMO_CONTENT setting', () => {
  const demoContent = (value: string | undefined) => configFromEnv({ DEMO_CONTENT: value, ASSOCIATE_API_KEY: 'k' }).demoContent;

  it('is on unless set to off, and refuses anything else', () => {
    expect(demoContent(undefined)).toBe(true);
    expect(demoContent('on')).toBe(true);
    expect(demoContent('off')).toBe(false);
    expect(() => demoContent('false')).toThrow('DEMO_CONTENT deve ser on ou off (recebido: false)');
  });
});
