// Two minutes before the idle limit ends the session, a dialog offers 'Continuar conectado' (WCAG
// 2.2.1): one press extends it, as often as the member likes. Pages open in other tabs hear of
// every extension (and of every page loaded, which extends too) and stand down, so a member
// reading in one tab is not told in another that the session is ending. With no answer, the
// dialog says the session ended and leads to the sign-in, through the page's form when it has one
// that keeps what was typed (src/lib/session/draft.ts): sent now, it is refused, kept, and shown
// again after the sign-in.
//
// The server says how long is left; the timers run on this computer's clock, which may be wrong,
// so that becomes a moment of this clock (`due`), shared as such by the tabs of this computer.
// The time written on the page is always the server's.
import { formatHourMinute } from '../datetime.ts';

const WARN_BEFORE_MS = 2 * 60_000;

type State = 'warning' | 'expired';
/** A later end of the session: `due` on this computer's clock, `deadline` as the server tells it (ISO). */
type Extension = { due: number; deadline: string };

class SessionTimeout extends HTMLElement {
  #due = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #channel: BroadcastChannel | undefined;

  connectedCallback() {
    const time = this.querySelector('time')!;
    const loaded = { due: Date.now() + Number(this.dataset.leftMs), deadline: time.dateTime };
    // One channel per kind of session (the member's, the back office's): SessionTimeout.astro.
    this.#channel = 'BroadcastChannel' in window ? new BroadcastChannel(this.dataset.channel!) : undefined;
    this.#channel?.addEventListener('message', (event: MessageEvent<Extension>) => this.#extend(event.data));
    this.querySelector('[data-session-continue]')?.addEventListener('click', () => void this.#renew());
    this.querySelector('[data-session-sign-in]')?.addEventListener('click', (event) => {
      const form = document.querySelector<HTMLFormElement>('form[data-keeps-draft]');
      if (!form) return;
      event.preventDefault();
      form.submit();
    });
    this.#extend(loaded);
    this.#channel?.postMessage(loaded);
  }

  disconnectedCallback() {
    clearTimeout(this.#timer);
    this.#channel?.close();
  }

  get #dialog() {
    return this.querySelector('dialog')!;
  }

  #extend({ due, deadline }: Extension) {
    if (!(due > this.#due)) return;
    this.#due = due;
    const time = this.querySelector('time')!;
    time.dateTime = deadline;
    time.textContent = formatHourMinute(new Date(deadline));
    if (this.#dialog.open && due > Date.now()) this.#dialog.close();
    this.#schedule();
  }

  #schedule() {
    clearTimeout(this.#timer);
    const left = this.#due - Date.now();
    if (left <= 0) this.#show('expired');
    else if (left <= WARN_BEFORE_MS) {
      this.#show('warning');
      this.#timer = setTimeout(() => this.#schedule(), left);
    } else this.#timer = setTimeout(() => this.#schedule(), left - WARN_BEFORE_MS);
  }

  /** Opens the dialog in one state; a modal dialog takes focus and gives it back when it closes. */
  #show(state: State) {
    const dialog = this.#dialog;
    const shown = dialog.querySelector<HTMLElement>(`[data-session-state="${state}"]`)!;
    if (dialog.open && !shown.hidden) return;
    // Reopened, so the new state is announced as a dialog of its own.
    if (dialog.open) dialog.close();
    for (const part of dialog.querySelectorAll<HTMLElement>('[data-session-state]')) part.hidden = part !== shown;
    dialog.setAttribute('aria-labelledby', shown.querySelector('h2')!.id);
    dialog.setAttribute('aria-describedby', shown.querySelector('p')!.id);
    dialog.showModal();
  }

  async #renew() {
    try {
      const response = await fetch(this.dataset.renew!, { method: 'POST', redirect: 'manual', headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(String(response.status));
      const { leftMs, deadline } = (await response.json()) as { leftMs: number; deadline: string };
      const extension = { due: Date.now() + leftMs, deadline };
      this.#extend(extension);
      this.#channel?.postMessage(extension);
    } catch {
      this.#show('expired');
    }
  }
}

customElements.define('session-timeout', SessionTimeout);
