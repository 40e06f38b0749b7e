// Sign-in steps (spec §2/§5). The server renders this same markup as plain forms that work
// without JavaScript; once hydrated it adds the CPF and date masks, password toggles, instant
// validation with the spec's messages, and the double-submit guard.
import { useEffect, useState, type SubmitEvent } from 'react';
import { checkExistingPassword } from '../../contract/password-rules.ts';
import { VALIDATION } from '../../contract/validation-messages.ts';
import { parseBirthDate } from '../lib/login/birth-date.ts';
import type { LoginErrors, LoginView } from '../lib/login/view.ts';
import { maskCpf, maskDate } from '../lib/masks.ts';
import { phoneHalves, phoneParts } from '../lib/phone-parts.ts';
import Field from './form/Field.tsx';
import { refuseSubmit } from './form/refuseSubmit.ts';
import SubmitButton from './form/SubmitButton.tsx';
import { useSubmitGuard } from './form/useSubmitGuard.ts';

/** A message with its phone numbers kept on one line each. */
// The same halves as Phone.astro: '(11)' and '4002-8922' each never split.
const phone = (number: string, key: number) => {
  const [area, rest] = phoneHalves(number);
  return <span key={key} className="phone"><span>{area}</span> <span>{rest}</span></span>;
};
const withPhones = (text: string) => phoneParts(text).map((part, index) => (part.phone ? phone(part.text, index) : part.text));

const firstError = (errors: LoginErrors) => Object.values(errors).find(Boolean);
// A refused step comes back with focus on the first field to fix (a refusal of the whole step,
// like an unknown CPF, points at the CPF); otherwise focus starts on the step's greeting.
const movesToSubmit = (next: EventTarget | null) => next instanceof HTMLButtonElement && next.type === 'submit';
const FIELD_ORDER = ['cpf', 'password', 'birthDate'] as const;
const fieldToFix = (errors: LoginErrors) => (errors.form ? 'cpf' : FIELD_ORDER.find((field) => errors[field]));

function validate(step: LoginView['step'], form: FormData): LoginErrors {
  const value = (name: string) => String(form.get(name) ?? '');
  if (step === 'cpf') return value('cpf').replace(/\D/g, '').length === 11 ? {} : { cpf: VALIDATION.cpfInvalid };
  if (step === 'password') return { password: checkExistingPassword(value('password')) ?? undefined };
  const birth = parseBirthDate(value('birthDate'));
  return { birthDate: birth.ok ? undefined : birth.msg };
}

export default function LoginForm({ view }: { view: LoginView }) {
  const [errors, setErrors] = useState<LoginErrors>(view.errors);
  const [cpf, setCpf] = useState(view.cpf ?? '');
  const [birthDate, setBirthDate] = useState(view.birthDate ?? '');
  const [hydrated, setHydrated] = useState(false);
  const guard = useSubmitGuard();
  useEffect(() => setHydrated(true), []);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const submitter = event.nativeEvent.submitter as HTMLButtonElement | null;
    // Leaving step 2 ('Perdi minha senha', another CPF) needs no password.
    if (submitter?.value !== 'forgot' && submitter?.value !== 'restart') {
      const found = validate(view.step, new FormData(event.currentTarget));
      setErrors(found);
      const message = firstError(found);
      if (message) {
        refuseSubmit(event, message);
        return;
      }
    }
    guard.begin(event);
  }

  const submit = (intent: string, label: string, variant?: 'danger' | 'link') => (
    <SubmitButton intent={intent} label={label} variant={variant} pendingIntent={guard.pendingIntent} />
  );
  const password = (id: string, label: string, autoComplete: string, hint?: string) => (
    <Field id={id} name={id} label={label} type="password" autoComplete={autoComplete} hint={hint}
      error={errors[id as keyof LoginErrors]} revealable hydrated={hydrated}
      autoFocus={fieldToFix(view.errors) === id} />
  );

  const formAlert = errors.form && <p id="form-error" className="form__alert">{withPhones(errors.form)}</p>;

  if (view.step === 'link-sent') {
    return (
      <form method="post" action="/" className="form">
        <h2>Confira o seu e-mail</h2>
        <p className="form__notice">{view.notice}</p>
        <p>{withPhones(`Não recebeu? Confira a caixa de spam ou ligue para a associação: ${view.supportPhone}.`)}</p>
        <div className="form__actions">{submit('restart', 'Voltar ao início', 'link')}</div>
      </form>
    );
  }

  return (
    <form method="post" action="/" className="form" noValidate onSubmit={onSubmit}>
      {view.step === 'cpf' ? (
        <>
          <Field id="cpf" name="cpf" label="CPF" hint="Digite seu CPF para continuar" inputMode="numeric"
            autoComplete="username" placeholder="000.000.000-00" value={cpf} error={errors.cpf}
            alsoDescribedBy={errors.form ? 'form-error' : undefined}
            onChange={(event) => setCpf(maskCpf(event.currentTarget.value))}
            onBlur={(event) => {
              // Leaving the field for 'Realizar acesso': the submit checks it. Showing the error
              // now would push the button down between press and release, and the click is lost.
              if (movesToSubmit(event.relatedTarget)) return;
              setErrors({ ...errors, cpf: cpf.replace(/\D/g, '').length === 11 ? undefined : VALIDATION.cpfInvalid });
            }}
            autoFocus={fieldToFix(view.errors) === 'cpf'} />
          {formAlert}
          <div className="form__actions">{submit('cpf', 'Realizar acesso')}</div>
        </>
      ) : (
        <>
          {/* Each step is a new page: focus starts on its greeting, so a screen reader says who
              is signing in and what comes next before the first field. */}
          {/* Without a name when step 1 is being called abnormally often (DESIGN §7.2). */}
          <h2 tabIndex={-1} autoFocus={!fieldToFix(view.errors)}>{view.firstName ? `Olá, ${view.firstName}` : 'Olá!'}</h2>
          {view.step === 'password' ? (
            <>
              <p>Digite sua senha</p>
              {password('password', 'Senha', 'current-password')}
            </>
          ) : (
            <>
              <p>Cadastre sua senha</p>
              <p>Confirme sua data de nascimento. Enviaremos ao e-mail do seu cadastro um link para você criar a senha.</p>
              <Field id="birthDate" name="birthDate" label="Data de nascimento" hint="Dia, mês e ano: DD/MM/AAAA"
                inputMode="numeric" autoComplete="bday" value={birthDate} error={errors.birthDate}
                autoFocus={fieldToFix(view.errors) === 'birthDate'}
                onChange={(event) => setBirthDate(maskDate(event.currentTarget.value))} />
            </>
          )}
          {formAlert}
          <div className="form__actions">
            {submit(view.step, view.step === 'register' ? 'Enviar link' : 'Login')}
            {view.step === 'password' && submit('forgot', 'Perdi minha senha', 'danger')}
            {submit('restart', 'Usar outro CPF', 'link')}
          </div>
        </>
      )}
      {guard.pendingIntent !== null && (
        <div className="loading-overlay"><div className="spinner" /></div>
      )}
    </form>
  );
}
