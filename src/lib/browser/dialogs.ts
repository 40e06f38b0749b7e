// With scripts, a link marked data-dialog opens that <dialog> in place of the page it points to;
// without them the link leads to that page, which is the same step as a plain page. Escape, the
// dialog's 'Cancelar' (a method="dialog" form) and focus return are the browser's own.
export function enhanceDialogLinks(root: ParentNode = document): void {
  root.querySelectorAll<HTMLAnchorElement>('a[data-dialog]').forEach((link) => {
    const dialog = document.getElementById(link.dataset.dialog ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      dialog.showModal();
    });
  });
}
