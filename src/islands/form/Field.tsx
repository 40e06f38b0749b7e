// A labelled text or password field with its hint and inline error (aria-describedby,
// aria-invalid). Password fields get a 'Mostrar senha' toggle once JavaScript runs.
import { useState, type InputHTMLAttributes, type Ref } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Shows the show/hide toggle (only after hydration: no dead button without JavaScript). */
  revealable?: boolean;
  hydrated?: boolean;
  /** A form-level message this field should also announce (e.g. a refused sign-in). */
  alsoDescribedBy?: string;
  /** The input element itself (an island that attaches an input mask to it). */
  inputRef?: Ref<HTMLInputElement>;
};

export default function Field({ id, label, hint, error, revealable, hydrated, alsoDescribedBy, inputRef, type = 'text', ...input }: Props) {
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, alsoDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && <p id={hintId} className="field__hint">{hint}</p>}
      <div className="field__row">
        <input
          {...input}
          ref={inputRef}
          id={id}
          type={revealable && shown ? 'text' : type}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy}
        />
        {revealable && hydrated && (
          <button
            type="button"
            className="button button--secondary"
            aria-controls={id}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            {shown ? 'Ocultar senha' : 'Mostrar senha'}
          </button>
        )}
      </div>
      {error && <p id={errorId} className="field__error">{error}</p>}
    </div>
  );
}
