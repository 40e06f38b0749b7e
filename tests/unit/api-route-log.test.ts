// The portal's log lines about API calls name the route, not the path (issue 18, finding 7): a
// card's verification code or a link's token in a log would let whoever reads it use them.
import { describe, expect, it } from 'vitest';
import { routeOf } from '../../src/lib/api/route-of.ts';

describe('routeOf', () => {
  it('replaces codes, tokens and ids by their role and drops the query', () => {
    expect(routeOf('/card/verify/x-I3j2n-KvmoT6Q8AshcO2')).toBe('/card/verify/:code');
    expect(routeOf('/documents/12?page=2')).toBe('/documents/:id');
    expect(routeOf('/invoices/getWithLimit/10&20')).toBe('/invoices/getWithLimit/:id');
    expect(routeOf('/login/step1')).toBe('/login/step1');
    expect(routeOf('/user/card/code')).toBe('/user/card/code');
  });
});
