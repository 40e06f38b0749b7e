// Third-party stylesheets are written for a page of their own: pdf.js's pdf_viewer.css styles
// `:root`, `.sidebar`, `button.hasPopupMenu`, dialogs by id… Bundled into the portal, its global
// `.sidebar` rule turned our main menu (<nav class="sidebar">) into a blank white box on every
// document page. So at build time every top-level rule of such a file is confined to the element
// that hosts the widget, before Vite bundles it, and nothing of it can reach our components.
//
// Why `:where(<host>) selector` and not `@scope (<host>)`: `@scope` is missing from the Firefox
// and Safari versions our members still run, which would drop the whole sheet (and with it the
// viewer's text layer); `:where()` works since 2021 and, having no specificity, leaves pdf.js's
// rules exactly as strong against each other and against ours as the authors wrote them.
// `:root` rules (pdf.js's custom properties) move onto the host element itself.
import postcss, { type AtRule, type Container, type Plugin as PostcssPlugin } from 'postcss';
import type { Plugin as VitePlugin } from 'vite';

export type ScopedSheet = {
  /** Module ids (resolved file paths) of the third party's stylesheets. */
  files: RegExp;
  /** The selector of the element our code renders around the third party's markup. */
  host: string;
};

export function scopeSelector(selector: string, host: string): string {
  const scope = `:where(${host})`;
  if (selector.startsWith(':root')) return scope + selector.slice(':root'.length);
  return `${scope} ${selector}`;
}

function isTopLevel(container: Container | undefined): boolean {
  for (let parent = container; parent; parent = parent.parent as Container | undefined) {
    if (parent.type === 'rule') return false;
    if (parent.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return false;
  }
  return true;
}

function confineTo(host: string): PostcssPlugin {
  return {
    postcssPlugin: 'portal-confine-third-party-css',
    Once(root) {
      root.walkRules((rule) => {
        // Nested rules (`&:hover`, `.child`) already sit under a top-level rule that is confined.
        if (!isTopLevel(rule.parent as Container)) return;
        rule.selectors = rule.selectors.map((selector) => scopeSelector(selector, host));
      });
    },
  };
}

export default function scopeThirdPartyCss(sheets: ScopedSheet[]): VitePlugin {
  return {
    name: 'portal:scope-third-party-css',
    // Before Vite's own CSS plugin, so what it bundles (and minifies) is already confined.
    enforce: 'pre',
    async transform(code, id) {
      // `sheet.css?url` is a small JavaScript module naming the built file; the sheet itself comes
      // through again (as `?transform-only`) and is confined then.
      if (/[?&]url\b/.test(id)) return null;
      const sheet = sheets.find((candidate) => candidate.files.test(id.replace(/\?.*$/, '')));
      if (!sheet) return null;
      const result = await postcss([confineTo(sheet.host)]).process(code, { from: id });
      return { code: result.css, map: null };
    },
  };
}
