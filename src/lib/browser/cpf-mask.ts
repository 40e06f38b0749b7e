// The CPF field of a server-rendered form masked as the member types (000.000.000-00), like the
// sign-in's. Without JavaScript the field takes the digits as typed; the server reads both.
import { maskCpf } from '../masks.ts';

export function setupCpfMasks(): void {
  for (const input of document.querySelectorAll<HTMLInputElement>('input[data-mask="cpf"]')) {
    input.addEventListener('input', () => { input.value = maskCpf(input.value); });
  }
}
