// 'Adicionar cartão' (spec §5, §7; DESIGN §7.5). The card fields have no name attribute, so no
// form can ever send them to the portal: on submit the island posts them straight to the
// provider's public payment-profile endpoint, and only the gateway_token it answers goes to the
// portal, through an ordinary form POST (POST→303→GET, toast with the API's msg).
// It hydrates only when its dialog opens (client:visible), so a member who never adds a card
// never downloads imask; until React takes over, the fields are read-only and the button is
// disabled, so nothing typed in that moment is lost and Enter cannot reload the page.
import { useEffect, useRef, useState, type FocusEvent, type ReactNode, type SubmitEvent } from 'react';
import InputMask from 'imask/esm/controls/input';
import MaskedPattern from 'imask/esm/masked/pattern';
import { pushToast } from '../lib/browser/toasts.ts';
import { CARD_FIELDS, TOKEN_FORM_ID, cardBrand, cardErrors, cardFieldError, splitHolder, type CardField, type CardValues } from '../lib/finance/card-rules.ts';
import { FALLBACK } from '../lib/messages.ts';
import Field from './form/Field.tsx';

// `children`: what the page asks along with the card (whether it pays the subscription), static
// HTML whose fields belong to the token form by their form={TOKEN_FORM_ID} attribute.
type Props = { profileUrl: string; publicKey: string; children?: ReactNode };

const EMPTY: CardValues = { number: '', holder: '', month: '', year: '', cvv: '' };
const MASKS: Partial<Record<CardField, string>> = { number: '0000 0000 0000 0000 000', month: '00', year: '0000', cvv: '0000' };
const LABELS: Record<CardField, string> = {
  number: 'Número do cartão', holder: 'Nome do titular (como no cartão)', month: 'Mês de expiração (MM)', year: 'Ano de expiração (AAAA)', cvv: 'CVV (código de segurança)',
};
const AUTOCOMPLETE: Record<CardField, string> = { number: 'cc-number', holder: 'cc-name', month: 'cc-exp-month', year: 'cc-exp-year', cvv: 'cc-csc' };

export default function CardForm({ profileUrl, publicKey, children }: Props) {
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const tokenForm = useRef<HTMLFormElement>(null);
  const brand = cardBrand(values.number);

  useEffect(() => {
    setHydrated(true);
    const masks = Object.entries(MASKS).map(([field, pattern]) => {
      const mask = new InputMask(inputs.current[field as CardField]!, new MaskedPattern({ mask: pattern }));
      mask.on('accept', () => setValues((current) => ({ ...current, [field]: mask.value })));
      return mask;
    });
    return () => masks.forEach((mask) => mask.destroy());
  }, []);

  const onBlur = (field: CardField) => (event: FocusEvent<HTMLInputElement>) =>
    setErrors((current) => ({ ...current, [field]: cardFieldError(field, event.target.value) }));

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = cardErrors(values);
    setErrors(found);
    const first = CARD_FIELDS.find((field) => found[field]);
    if (first) return inputs.current[first]?.focus();
    setBusy(true);
    setAlert('');
    try {
      const { first_name, last_name } = splitHolder(values.holder);
      const response = await fetch(profileUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${btoa(`${publicKey}:`)}` },
        body: JSON.stringify({
          holder_name: [first_name, last_name].filter(Boolean).join(' '),
          card_expiration: `${values.month}/${values.year}`,
          card_number: values.number.replace(/\D/g, ''),
          card_cvv: values.cvv,
          payment_method_code: 'credit_card',
          allow_as_fallback: true,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { payment_profile?: { gateway_token?: string }; errors?: { message?: string }[] };
      const token = body.payment_profile?.gateway_token;
      if (!response.ok || !token) throw new Error(body.errors?.[0]?.message || FALLBACK.cardAdd);
      const form = tokenForm.current!;
      (form.elements.namedItem('gateway_token') as HTMLInputElement).value = token;
      form.submit();
    } catch (error) {
      const msg = error instanceof TypeError ? FALLBACK.cardAdd : (error as Error).message;
      setAlert(msg);
      pushToast('error', msg);
      setBusy(false);
    }
  }

  return (
    <>
      <form className="form" noValidate onSubmit={onSubmit} aria-describedby={alert ? 'cartao-alerta' : undefined}>
        {alert && <p id="cartao-alerta" className="form__alert" role="alert">{alert}</p>}
        {CARD_FIELDS.map((field) => (
          <Field
            key={field}
            id={`cartao-${field}`}
            label={LABELS[field]}
            hint={field === 'number' ? `Bandeira: ${brand || 'não identificada'}` : undefined}
            error={errors[field]}
            inputMode={field === 'holder' ? undefined : 'numeric'}
            autoComplete={AUTOCOMPLETE[field]}
            maxLength={field === 'holder' ? 50 : undefined}
            readOnly={!hydrated}
            value={field === 'holder' ? values.holder : undefined}
            defaultValue={field === 'holder' ? undefined : values[field]}
            onChange={field === 'holder' ? (event) => setValues((current) => ({ ...current, holder: event.target.value.replace(/[^\p{L} ]/gu, '') })) : undefined}
            onBlur={onBlur(field)}
            inputRef={(element: HTMLInputElement | null) => { inputs.current[field] = element; }}
          />
        ))}
        {children}
        <div className="form__actions">
          <button type="submit" className="button" disabled={!hydrated} aria-disabled={busy || undefined}>{busy ? 'Carregando...' : 'Adicionar cartão'}</button>
        </div>
      </form>
      <form ref={tokenForm} id={TOKEN_FORM_ID} method="post" action="/financeiro/cartoes" hidden>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="gateway_token" />
      </form>
    </>
  );
}
