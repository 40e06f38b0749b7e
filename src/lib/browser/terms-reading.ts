// Measures how a member read a folder's terms before accepting: seconds since the terms were shown
// and the deepest scroll percent of the text box (100 when it needs no scrolling). The acceptance
// record keeps both (spec §3); without this script the server records the depth as unknown.
export function measureReading(root: HTMLElement): { start(): void } {
  const box = root.querySelector<HTMLElement>('[data-terms-text]');
  const duration = root.querySelector<HTMLInputElement>('[data-terms-duration]');
  const depth = root.querySelector<HTMLInputElement>('[data-terms-depth]');
  const form = root.querySelector<HTMLFormElement>('[data-terms-form]');
  let shownAt = performance.now();
  let deepest = 0;

  const measure = () => {
    if (!box) return;
    const scrollable = box.scrollHeight - box.clientHeight;
    const percent = scrollable <= 0 ? 100 : Math.round(((box.scrollTop) / scrollable) * 100);
    deepest = Math.max(deepest, Math.min(percent, 100));
  };
  box?.addEventListener('scroll', measure, { passive: true });
  form?.addEventListener('submit', () => {
    measure();
    if (duration) duration.value = String(Math.round((performance.now() - shownAt) / 1000));
    if (depth) depth.value = String(deepest);
  });
  return {
    start() {
      shownAt = performance.now();
      deepest = 0;
      measure();
    },
  };
}

/** 'Solicitar acesso' buttons open their folder's terms in a native <dialog>. */
export function enhanceTermsDialogs(): void {
  document.querySelectorAll<HTMLButtonElement>('[data-terms-open]').forEach((button) => {
    const dialog = document.getElementById(button.dataset.termsOpen ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    const reading = measureReading(dialog);
    button.addEventListener('click', () => {
      dialog.showModal();
      reading.start();
    });
    dialog.querySelector('[data-terms-close]')?.addEventListener('click', () => dialog.close());
  });
}

/** The plain terms page: measured from when it was shown. */
export function measureTermsPage(): void {
  const page = document.querySelector<HTMLElement>('[data-terms-page]');
  if (page) measureReading(page).start();
}
