// The only other origin a page may talk to: the payment provider's payment-profile endpoint, where
// the browser sends card data directly (DESIGN.md §7.5). Known only at run time, so each page's
// Layout adds it to the CSP Astro computes (static directives live in astro.config.mjs).
import { config } from './config.ts';

export function connectSrcDirective(): `connect-src${string}` {
  const payment = config.paymentProfileUrl ? new URL(config.paymentProfileUrl).origin : '';
  return `connect-src 'self'${payment ? ` ${payment}` : ''}`;
}
