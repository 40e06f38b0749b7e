// The PIX block's enhancements: 'Copiar código' puts the code on the clipboard (and says so),
// and the situation line asks the portal every few seconds whether the provider confirmed the
// payment, announcing it politely when it did.
import { FINANCE_TEXT } from '../finance/texts.ts';
import { pushToast } from './toasts.ts';

const INTERVAL_MS = 5_000;

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
  const timer = window.setInterval(async () => {
    try {
      const response = await fetch(line.dataset.situacao!, { headers: { accept: 'application/json' }, redirect: 'manual' });
      if (!response.ok) return;
      const { status } = (await response.json()) as { status?: string };
      if (status !== 'paid') return;
      window.clearInterval(timer);
      line.textContent = FINANCE_TEXT.pixPaid;
    } catch {
      // A dropped connection: try again at the next tick.
    }
  }, INTERVAL_MS);
}
