// Browser side of the toast region (spec §9: top right, auto-close after 5 s). The timer pauses
// while the pointer or focus is on a toast, so a slow reader never loses a message mid-sentence.
const AUTO_CLOSE_MS = 5000;

export function enhanceToast(toast: HTMLElement): void {
  let timer: number | undefined;
  const close = () => toast.remove();
  const start = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(close, AUTO_CLOSE_MS);
  };
  const pause = () => window.clearTimeout(timer);
  toast.querySelector('button')?.addEventListener('click', close);
  toast.addEventListener('mouseenter', pause);
  toast.addEventListener('mouseleave', start);
  toast.addEventListener('focusin', pause);
  toast.addEventListener('focusout', start);
  start();
}

/** Adds a toast from an island (the region and its roles are server-rendered by Toasts.astro). */
export function pushToast(kind: 'error' | 'success' | 'info', msg: string): void {
  const region = document.querySelector<HTMLElement>(`[data-toast-region="${kind === 'error' ? 'alert' : 'status'}"]`);
  if (!region) return;
  const toast = document.createElement('div');
  toast.className = `toast toast--${kind}`;
  const text = document.createElement('p');
  text.textContent = msg;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--link toast__close';
  button.setAttribute('aria-label', 'Fechar mensagem');
  toast.append(text, button);
  region.replaceChildren(toast);
  enhanceToast(toast);
}
