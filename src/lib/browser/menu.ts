// The mobile slide-over menu: while open, focus stays inside it (the rest of the page is inert),
// Escape closes it, and focus returns to the button that opened it, so no one gets lost.
const FOCUSABLE = 'a[href], button:not([disabled])';

export function setupMenu(): void {
  const menu = document.getElementById('menu');
  const openButton = document.querySelector<HTMLButtonElement>('[data-menu-open]');
  const closeButton = menu?.querySelector<HTMLButtonElement>('[data-menu-close]');
  if (!menu || !openButton || !closeButton) return;
  // Without scripts the menu is a 'Menu' disclosure on small screens (Sidebar.astro); with them
  // the nav is the slide-over or the fixed sidebar, so its fold stays open (also where the
  // browser lacks ::details-content, which the wide-screen CSS uses to show it).
  const fold = menu.closest('details');
  if (fold) fold.open = true;
  // Everything but the menu goes inert while it is open; the menu lives in the top bar.
  const background = () => document.querySelectorAll<HTMLElement>('body > .a11y-bar, .topbar > :not(.menu-fold), body > main, body > footer');

  const setOpen = (open: boolean) => {
    menu.classList.toggle('sidebar--open', open);
    openButton.setAttribute('aria-expanded', String(open));
    background().forEach((element) => { element.inert = open; });
    (open ? closeButton : openButton).focus();
  };

  openButton.addEventListener('click', () => setOpen(true));
  // 'Ir para o menu [2]' of the accessibility bar: on a phone the menu is a closed slide-over that
  // a plain jump cannot reach, so the shortcut opens it.
  document.querySelectorAll<HTMLAnchorElement>('a[href="#menu"]').forEach((link) => {
    link.addEventListener('click', (event) => {
      if (getComputedStyle(menu).visibility !== 'hidden') return;
      event.preventDefault();
      setOpen(true);
    });
  });
  closeButton.addEventListener('click', () => setOpen(false));
  menu.addEventListener('keydown', (event) => {
    if (!menu.classList.contains('sidebar--open')) return;
    if (event.key === 'Escape') {
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  // Growing the window past the breakpoint (or zooming out) must not leave the page inert.
  matchMedia('(min-width: 64em)').addEventListener('change', (query) => {
    if (query.matches && menu.classList.contains('sidebar--open')) setOpen(false);
  });
}
