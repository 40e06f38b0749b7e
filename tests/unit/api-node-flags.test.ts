// The API's V8 heap limits (associate-api/node-flags.ts) hold however it is started: the scripts
// pass the list, and `npm run api` (an operator's command) spells them out in package.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS } from '../../associate-api/node-flags.ts';

describe('API heap limits', () => {
  it('npm run api starts the API with every flag of API_NODE_FLAGS', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(scripts.api).toBe(`node ${API_NODE_FLAGS.join(' ')} associate-api/server.ts`);
  });
});
