// pdf.js labels the pages and the image-stamp editor it draws through an L10n object; its
// bundled fallback is English only. Members hear these labels with Portuguese voices, so we hand
// pdf.js this small pt-BR catalogue of exactly the texts the page view and the stamp editor use.
// (Fluent's model: a message has an optional text value and optional attributes.)
type Message = { value?: string; attributes?: Record<string, string> };

const resizer = (where: string): Message => ({ attributes: { 'aria-label': `${where} — redimensionar` } });

const catalogue: Record<string, Message> = {
  'pdfjs-page-landmark': { attributes: { 'aria-label': 'Página { $page }' } },
  'pdfjs-editor-stamp-editor': { attributes: { 'aria-label': 'Imagem inserida' } },
  'pdfjs-editor-stamp-added-alert': { value: 'Imagem inserida no documento' },
  'pdfjs-editor-remove-stamp-button': { attributes: { title: 'Remover imagem' } },
  'pdfjs-editor-undo-bar-message-stamp': { value: 'Imagem removida' },
  'pdfjs-editor-alt-text-button': { attributes: { 'aria-label': 'Texto alternativo' } },
  'pdfjs-editor-alt-text-button-label': { value: 'Texto alternativo' },
  'pdfjs-editor-alt-text-edit-button': { attributes: { 'aria-label': 'Editar texto alternativo' } },
  'pdfjs-editor-resizer-top-left': resizer('Canto superior esquerdo'),
  'pdfjs-editor-resizer-top-middle': resizer('Centro superior'),
  'pdfjs-editor-resizer-top-right': resizer('Canto superior direito'),
  'pdfjs-editor-resizer-middle-right': resizer('Centro à direita'),
  'pdfjs-editor-resizer-bottom-right': resizer('Canto inferior direito'),
  'pdfjs-editor-resizer-bottom-middle': resizer('Centro inferior'),
  'pdfjs-editor-resizer-bottom-left': resizer('Canto inferior esquerdo'),
  'pdfjs-editor-resizer-middle-left': resizer('Centro à esquerda'),
};

type Args = Record<string, unknown> | null;

const fill = (text: string, args: Args) =>
  text.replace(/\{\s*\$(\w+)\s*\}/g, (_, name: string) => String(args?.[name] ?? ''));

function argsOf(element: Element): Args {
  try {
    return JSON.parse(element.getAttribute('data-l10n-args') ?? 'null') as Args;
  } catch {
    return null;
  }
}

function translateElement(element: Element) {
  const message = catalogue[element.getAttribute('data-l10n-id') ?? ''];
  if (!message) return;
  const args = argsOf(element);
  if (message.value !== undefined && element.childElementCount === 0) element.textContent = fill(message.value, args);
  for (const [name, text] of Object.entries(message.attributes ?? {})) element.setAttribute(name, fill(text, args));
}

function translateTree(root: Element) {
  if (root.hasAttribute('data-l10n-id')) translateElement(root);
  root.querySelectorAll('[data-l10n-id]').forEach(translateElement);
}

function translateMutations(records: MutationRecord[]) {
  for (const record of records) {
    if (record.type === 'attributes') translateElement(record.target as Element);
    record.addedNodes.forEach((node) => node instanceof Element && translateTree(node));
  }
}

/** Implements the interface pdf.js's viewer expects from its `l10n` option (web/l10n.js). */
export class PortugueseL10n {
  #roots = new Set<Element>();
  #observer = new MutationObserver((records) => translateMutations(records));

  getLanguage() {
    return 'pt-br';
  }
  getDirection() {
    return 'ltr';
  }
  async get(ids: string | string[], args: Args = null) {
    const text = (id: string) => fill(catalogue[id]?.value ?? '', args);
    return Array.isArray(ids) ? ids.map(text) : text(ids);
  }
  async translate(element: Element) {
    this.#roots.add(element);
    translateTree(element);
    this.#observe(element);
  }
  async translateOnce(element: Element) {
    translateTree(element);
  }
  async destroy() {
    this.#observer.disconnect();
    this.#roots.clear();
  }
  // pdf.js pauses around large subtrees it never labels (text layer, structure tree); what
  // changed before the pause is still translated, as Fluent's DOMLocalization does.
  pause() {
    translateMutations(this.#observer.takeRecords());
    this.#observer.disconnect();
  }
  // pdf.js also swaps whole pages in while paused (one-page mode), so labels are refreshed on
  // resume; the subtree holds only a handful of labelled elements, so this stays cheap.
  resume() {
    this.#roots.forEach((root) => {
      translateTree(root);
      this.#observe(root);
    });
  }
  #observe(root: Element) {
    this.#observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-l10n-id', 'data-l10n-args'],
    });
  }
}
