// The address block of the profile form. The server renders it with a 'Buscar CEP' submit that
// works without JavaScript; once hydrated, a complete CEP (8 digits, spec §5) fills address,
// neighbourhood, city and state in place, so a member need not leave the form half-typed.
import { useEffect, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { pushToast } from '../lib/browser/toasts.ts';
import { CONTENT_TEXT } from '../lib/messages.ts';
import Field from './form/Field.tsx';

type Spec = { key: string; label: string; autocomplete?: string; inputMode?: 'numeric' | 'tel'; maxLength?: number };
type Values = Record<string, string>;

type Props = {
  fields: Spec[];
  values: Values;
  errors: Values;
  /** The first field to fix after a refused submit, when it is one of these. */
  focusKey?: string;
};

const FILLED = ['address', 'neighborhood', 'city', 'state'] as const;

const digitsOf = (value: string) => value.replace(/\D/g, '').slice(0, 8);
const maskCep = (value: string) => {
  const digits = digitsOf(value);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

export default function CepAddress({ fields, values: initial, errors: initialErrors, focusKey }: Props) {
  const [values, setValues] = useState<Values>({ ...initial, cep: maskCep(initial.cep ?? '') });
  const [errors, setErrors] = useState<Values>(initialErrors);
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const lastLookedUp = useRef(digitsOf(initial.cep ?? ''));
  useEffect(() => setHydrated(true), []);

  async function lookUp(cep: string) {
    lastLookedUp.current = cep;
    setBusy(true);
    try {
      const response = await fetch(`/profile/cep/${cep}.json`, { headers: { accept: 'application/json' }, redirect: 'manual' });
      // The guard redirected: the session ended meanwhile, and reloading takes the member to sign in.
      if (response.type === 'opaqueredirect') return window.location.reload();
      const body = (await response.json()) as Values;
      if (!response.ok) {
        const msg = body.msg ?? CONTENT_TEXT.cepUnavailable;
        // 502: the CEP service failed, and the CEP may well be right: said, not marked in red.
        if (response.status !== 502) setErrors((current) => ({ ...current, cep: msg }));
        pushToast('error', msg);
        return;
      }
      setValues((current) => ({ ...current, ...Object.fromEntries(FILLED.map((key) => [key, body[key] ?? ''])) }));
      setErrors((current) => ({ ...current, cep: '', ...Object.fromEntries(FILLED.map((key) => [key, ''])) }));
      pushToast('info', CONTENT_TEXT.cepFilled);
    } catch {
      pushToast('error', CONTENT_TEXT.cepUnavailable);
    } finally {
      setBusy(false);
    }
  }

  function onChange(key: string, event: ChangeEvent<HTMLInputElement>) {
    const value = key === 'cep' ? maskCep(event.currentTarget.value) : event.currentTarget.value;
    setValues((current) => ({ ...current, [key]: value }));
    const cep = digitsOf(value);
    if (key === 'cep' && cep.length === 8 && cep !== lastLookedUp.current) void lookUp(cep);
  }

  function onSearch(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    // 'Buscar CEP' is the form's first submit button, so Enter in any field "clicks" it. A member
    // who presses Enter in another field means to save, not to look the CEP up again.
    const focused = document.activeElement;
    if (focused !== event.currentTarget && focused?.id !== 'campo-cep') {
      event.currentTarget.form?.querySelector<HTMLButtonElement>('button[value="save"]')?.click();
      return;
    }
    const cep = digitsOf(values.cep ?? '');
    if (cep.length !== 8) {
      setErrors((current) => ({ ...current, cep: CONTENT_TEXT.cepInvalid }));
      pushToast('error', CONTENT_TEXT.cepInvalid);
      return;
    }
    void lookUp(cep);
  }

  return (
    <>
      {fields.map((field) => (
        <div key={field.key} className="address-field">
          <Field id={`campo-${field.key}`} name={field.key} label={field.label} value={values[field.key] ?? ''}
            autoComplete={field.autocomplete ?? 'off'} inputMode={field.inputMode} maxLength={field.maxLength}
            error={errors[field.key] || undefined} autoFocus={field.key === focusKey}
            onChange={(event) => onChange(field.key, event)} />
          {field.key === 'cep' && (
            // Without JavaScript the answer is a new page: it opens at the address fields, not the top.
            <button type="submit" name="intent" value="cep" formNoValidate formAction="/profile#endereco" className="button button--secondary"
              aria-disabled={busy || undefined} onClick={hydrated ? onSearch : undefined}>
              {busy ? 'Carregando...' : 'Buscar CEP'}
            </button>
          )}
        </div>
      ))}
    </>
  );
}
