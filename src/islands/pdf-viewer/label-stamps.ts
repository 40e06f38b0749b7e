// pdf.js draws an inserted image stamp on a canvas with role="img" but no name; screen readers
// would announce an unlabelled image. We name it after the file the member picked (pdf.js keeps
// that name in the editor's aria-description), e.g. "Imagem inserida: assinatura.png".
const UNLABELLED_STAMP = '.stampEditor canvas[role="img"]:not([aria-label])';

function labelStamps(root: Element) {
  root.querySelectorAll(UNLABELLED_STAMP).forEach((canvas) => {
    const fileName = canvas.closest('.stampEditor')?.getAttribute('aria-description');
    canvas.setAttribute('aria-label', fileName ? `Imagem inserida: ${fileName}` : 'Imagem inserida');
  });
}

/** Labels stamps as pdf.js adds them below `root`; returns the function that stops watching. */
export function watchStampLabels(root: Element): () => void {
  const observer = new MutationObserver(() => labelStamps(root));
  observer.observe(root, { subtree: true, childList: true });
  return () => observer.disconnect();
}
