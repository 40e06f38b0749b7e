// The form a link /{token} opens (spec §2, DESIGN §7.1): new password and confirmation, then
// 'Resetar senha' (recovery) or 'Cadastrar senha' (first access), and 'Retornar'. Works as a plain
// form; hydrated it adds toggles, instant validation and the submit guard.
import { useEffect, useState, type SubmitEvent } from 'react';
import { checkNewPassword, type NewPasswordErrors } from '../../contract/password-rules.ts';
import Field from './form/Field.tsx';
import { refuseSubmit } from './form/refuseSubmit.ts';
import SubmitButton from './form/SubmitButton.tsx';
import { useSubmitGuard } from './form/useSubmitGuard.ts';

type Errors = NewPasswordErrors & { form?: string };

type Props = { action: string; initialErrors: Errors; submitLabel: string };

export default function RecoveryForm({ action, initialErrors, submitLabel }: Props) {
  const [errors, setErrors] = useState<Errors>(initialErrors);
  const [hydrated, setHydrated] = useState(false);
  const guard = useSubmitGuard();
  useEffect(() => setHydrated(true), []);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const submitter = event.nativeEvent.submitter as HTMLButtonElement | null;
    if (submitter?.value !== 'back') {
      const form = new FormData(event.currentTarget);
      const found = checkNewPassword(String(form.get('password') ?? ''), String(form.get('confirmation') ?? ''));
      setErrors(found);
      const message = found.password ?? found.confirmation;
      if (message) {
        refuseSubmit(event, message);
        return;
      }
    }
    guard.begin(event);
  }

  // A refused form comes back with focus on the field to fix: the confirmation when only it is wrong.
  const confirmationFirst = Boolean(initialErrors.confirmation && !initialErrors.password);
  return (
    <form method="post" action={action} className="form" noValidate onSubmit={onSubmit}>
      {errors.form && <p id="form-error" className="form__alert">{errors.form}</p>}
      <Field id="password" name="password" label="Senha" type="password" autoComplete="new-password"
        hint="Pelo menos 8 caracteres, com letra maiúscula, letra minúscula, número e caractere especial."
        error={errors.password} revealable hydrated={hydrated} autoFocus={!confirmationFirst}
        alsoDescribedBy={errors.form ? 'form-error' : undefined} />
      <Field id="confirmation" name="confirmation" label="Confirme a senha" type="password" autoComplete="new-password"
        error={errors.confirmation} revealable hydrated={hydrated} autoFocus={confirmationFirst} />
      <div className="form__actions">
        <SubmitButton intent="reset" label={submitLabel} pendingIntent={guard.pendingIntent} />
        <SubmitButton intent="back" label="Retornar" variant="link" pendingIntent={guard.pendingIntent} />
      </div>
      {guard.pendingIntent !== null && <div className="loading-overlay"><div className="spinner" /></div>}
    </form>
  );
}
