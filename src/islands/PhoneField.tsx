// The profile's phone field. The server renders it as a plain tel input, so without JavaScript a
// member types the number any way they like (the server keeps the digits); once hydrated it is
// masked as typed, as the CPF at sign-in is: '(11) 91234-5678'.
import { useState } from 'react';
import { maskPhone } from '../lib/masks.ts';
import Field from './form/Field.tsx';

type Props = {
  field: { key: string; label: string; autocomplete?: string; inputMode?: 'numeric' | 'tel' };
  /** As the page shows it: a stored phone formatted, anything else as the member typed it. */
  value: string;
  error?: string;
  autoFocus?: boolean;
};

export default function PhoneField({ field, value: initial, error, autoFocus }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <Field id={`campo-${field.key}`} name={field.key} label={field.label} type="tel" value={value}
      autoComplete={field.autocomplete} inputMode={field.inputMode} error={error} autoFocus={autoFocus}
      onChange={(event) => setValue(maskPhone(event.currentTarget.value))} />
  );
}
