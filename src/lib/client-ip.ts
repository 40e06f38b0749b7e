// The member's address, forwarded to the API so its per-IP limits count members, not the portal.
// X-Forwarded-For can be written by anyone, so it is read only when the operator says a reverse
// proxy of theirs sits in front (TRUST_PROXY=true); then the entry that proxy appended (the last)
// is the address it saw, and anything to its left may be forged by the browser.
export function memberIp(trustProxy: boolean, forwardedFor: string | null, socketAddress: string): string {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
    if (last) return last;
  }
  return socketAddress;
}
