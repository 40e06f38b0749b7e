/**
 * An API call as a log line names it: the route, not the path, so a card's verification code, a
 * link's token or a member's ids never reach the logs ('/card/verify/:code', '/documents/:id').
 */
export function routeOf(path: string): string {
  return path.split('?')[0]!.split('/').map((segment) => {
    if (/^\d+(&\d+)?$/.test(segment)) return ':id';
    return /^[A-Za-z0-9_-]{16,}$/.test(segment) ? ':code' : segment;
  }).join('/');
}
