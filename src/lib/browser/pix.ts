// The PIX block's enhancements: 'Copiar código' puts the code on the clipboard (and says so),
// and the situation line asks the portal now and then whether the payment was received,
// announcing it politely when it was.
import { FINANCE_TEXT } from '../finance/texts.ts';
import { pushToast } from './toasts.ts';

// Gentle: the webhook has usually recorded the payment by the first look; after that the pauses
// grow, and the page stops asking after a quarter of an hour or while it is not being looked at
// ('Já paguei' is always there).
const FIRST_MS = 5_000;
const LONGEST_MS = 30_000;
const GIVE_UP_MS = 15 * 60_000;

export function copyButtons(): void {
  document.querySelectorAll<HTMLButtonElement>('button[data-copy]').forEach((button) => {
    button.addEventListener('click', async () => {
      const field = document.getElementById(button.dataset.copy ?? '') as HTMLTextAreaElement | null;
      if (!field) return;
      try {
        await navigator.clipboard.writeText(field.value);
        pushToast('success', 'Código PIX copiado.');
      } catch {
        // No clipboard permission: select the text so the member can copy it by hand.
        field.select();
        pushToast('info', 'Selecionamos o código: copie com Ctrl+C ou pelo menu do aparelho.');
      }
    });
  });
}

export function watchPixStatus(): void {
  const line = document.querySelector<HTMLElement>('[data-situacao]');
  if (!line) return;
  const started = Date.now();
  let pause = FIRST_MS;
  const look = async () => {
    if (Date.now() - started > GIVE_UP_MS) return;
    if (!document.hidden && (await paid(line.dataset.situacao!))) {
      line.textContent = FINANCE_TEXT.pixPaid;
      return;
    }
    pause = Math.min(pause * 1.5, LONGEST_MS);
    window.setTimeout(look, pause);
  };
  window.setTimeout(look, pause);
}

async function paid(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'manual' });
    if (!response.ok) return false;
    return ((await response.json()) as { status?: string }).status === 'paid';
  } catch {
    // A dropped connection: try again at the next look.
    return false;
  }
}
