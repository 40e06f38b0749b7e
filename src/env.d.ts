/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by src/server/entry.mjs: the TCP peer, used unless TRUST_PROXY says a proxy sits in front. */
    socketAddress?: string;
    /** Session and address every API call of this request is made for. */
    caller: import('./lib/api/client.ts').Caller;
    /** Page-level outcomes for the toast region (a flash from the previous POST, or this request's). */
    toasts: import('./lib/toast.ts').Toast[];
    /** A success carried by the flash across POST→303→GET: shown on the page as well as in a toast. */
    confirmation?: string;
    /** The one /user/check of a page that made no call of its own (src/lib/session/idle-deadline.ts). */
    sessionCheck?: ReturnType<typeof import('./lib/api/auth.ts').checkSession>;
    /** When the back office's session ends if unused, as /staff/me told it (src/lib/gestao/staff-page.ts). */
    staffIdleDeadline?: number;
  }
}
