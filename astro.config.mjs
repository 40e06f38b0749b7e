// The members' portal: every page rendered on the server (complete without JavaScript), React
// islands only where a member gains something from them. See docs in README.md "## Portal".
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { createHash } from 'node:crypto';
import pdfjsAssets from './src/integrations/pdfjs-assets.ts';
import precompressAssets from './src/integrations/precompress-assets.ts';
import portalServer from './src/integrations/portal-server.ts';
import { BODY_LIMIT_BYTES } from './src/server/request-guards.mjs';
import scopeThirdPartyCss from './src/integrations/scope-third-party-css.ts';
import viewerModules from './src/integrations/viewer-modules.ts';
import { JS_CLASS_SCRIPT } from './src/lib/js-class-script.ts';

const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

export default defineConfig({
  output: 'server',
  // Middleware mode: our own small server (src/server/entry.mjs, copied to dist/server/entry.mjs
  // by the portal-server integration) adds compressed static files in front of Astro's handler.
  // The body limit is enforced by src/server/entry.mjs (with a pt-BR 413 page); this is the
  // adapter's own ceiling (default 1 GiB) for any other way of running the handler.
  adapter: node({ mode: 'middleware', bodySizeLimit: BODY_LIMIT_BYTES }),
  // pdfjsAssets before precompressAssets: the fonts and character maps it copies get compressed too.
  integrations: [react(), pdfjsAssets(), precompressAssets(), portalServer(), viewerModules()],
  build: { serverEntry: 'app.mjs' },
  vite: {
    // pdf.js's stylesheet only ever reaches the viewer island's own element (PdfViewer.tsx).
    plugins: [scopeThirdPartyCss([{ files: /pdfjs-dist\/.*\.css$/, host: '.pdf-viewer' }])],
  },
  // The portal never reads Astro sessions; keeping them off keeps it stateless.
  session: false,
  server: { host: '127.0.0.1', port: 4321 },
  trailingSlash: 'ignore',
  // No code blocks in the portal; Shiki's inline styles would also fight the CSP.
  markdown: { syntaxHighlight: false },
  security: {
    checkOrigin: true,
    // Behind a TLS-terminating proxy the origin check must compare with the member's https origin,
    // so X-Forwarded-Proto/Host are believed. Which ones is decided at run time, not in this build:
    // src/server/entry.mjs removes them unless TRUST_PROXY, and then keeps only PUBLIC_URL's host
    // and scheme (src/server/request-guards.mjs), so no other forwarded host reaches Astro.
    allowedDomains: [{}],
    csp: {
      directives: [
        "default-src 'self'",
        // data: for the PDF viewer's image stamps: pdf.js reads an SVG the member picked into a
        // data: URL to draw it (and tests SVG support with one); images never run scripts.
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ],
      // The one inline line that marks <html class="js"> before first paint.
      scriptDirective: { hashes: [sha256(JS_CLASS_SCRIPT)] },
    },
  },
  // Every variable is `secret` access: Astro inlines `public` server variables at build time, and an
  // operator must be able to point one build at any API, URL or proxy setup through the environment.
  env: {
    schema: {
      ASSOCIATE_API_URL: envField.string({ context: 'server', access: 'secret', default: 'http://127.0.0.1:4010' }),
      ASSOCIATE_API_KEY: envField.string({ context: 'server', access: 'secret' }),
      PUBLIC_URL: envField.string({ context: 'server', access: 'secret', default: 'http://localhost:4321' }),
      PAYMENT_PROFILE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Public by nature (the browser sends it with card data), yet read at run time like the rest.
      PAYMENT_PUBLIC_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Digits with country and area code: the support chat link (wa.me) of the subscription page.
      CEP_SERVICE_URL: envField.string({ context: 'server', access: 'secret', default: 'https://viacep.com.br' }),
      // A demo number; the associate API has the same default (associate-api/config.ts).
      ASSOCIATION_SUPPORT_PHONE: envField.string({ context: 'server', access: 'secret', default: '(11) 4002-8922' }),
      // A demo address, like the phone: an association puts its own service desk here.
      ASSOCIATION_SUPPORT_EMAIL: envField.string({ context: 'server', access: 'secret', default: 'atendimento@associacao.example.com.br' }),
      // Largest attachment of a request to the association, in MB (the API has the same setting).
      REQUEST_ATTACHMENT_MB: envField.number({ context: 'server', access: 'secret', default: 10, gt: 0 }),
      TRUST_PROXY: envField.boolean({ context: 'server', access: 'secret', default: false }),
      SESSION_COOKIE_SECURE: envField.boolean({ context: 'server', access: 'secret', optional: true }),
    },
  },
});
