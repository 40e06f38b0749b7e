import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { viewerMessages as t } from './messages.ts';

/** `typed`: what the member sent last, kept after a wrong attempt so one typo needs no retyping. */
type Props = { wrongAttempts: number; typed: string; onSubmit(password: string): void };

/** Asks for the password of a protected PDF; a wrong one is said next to the field. */
export function PasswordForm({ wrongAttempts, typed, onSubmit }: Props) {
  const retry = wrongAttempts > 0;
  const id = useId();
  const field = useRef<HTMLInputElement>(null);

  // The prompt replaces the loading message; focus goes to the field so a screen-reader user
  // hears the question and can type at once, and again after a wrong attempt.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [wrongAttempts]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(field.current?.value ?? '');
  };

  return (
    <form className="pdf-password" onSubmit={submit} noValidate>
      <p id={`${id}-ask`}>{t.needPassword}</p>
      <p id={`${id}-source`}>{t.passwordSource}</p>
      <label htmlFor={`${id}-field`}>{t.passwordLabel}</label>
      <input
        ref={field}
        id={`${id}-field`}
        type="password"
        // A document's password, not the member's account: no password manager should save it.
        autoComplete="off"
        required
        defaultValue={typed}
        aria-invalid={retry || undefined}
        aria-describedby={retry ? `${id}-ask ${id}-wrong ${id}-source` : `${id}-ask ${id}-source`}
      />
      {retry && (
        <p id={`${id}-wrong`} className="pdf-error">
          {t.wrongPassword}
        </p>
      )}
      <button type="submit">{t.openWithPassword}</button>
    </form>
  );
}
