// A submit the island refused: the message goes to the toast region (it is also by its field),
// and focus moves to the first field to fix, once React has marked it aria-invalid.
import type { SubmitEvent } from 'react';
import { pushToast } from '../../lib/browser/toasts.ts';

export function refuseSubmit(event: SubmitEvent<HTMLFormElement>, message: string): void {
  event.preventDefault();
  pushToast('error', message);
  const form = event.currentTarget;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
