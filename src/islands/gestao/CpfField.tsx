// Atendimento's CPF search field. The server renders a plain text input, so without JavaScript
// the CPF is typed any way (the server keeps the digits); once hydrated it is masked as typed,
// as at the members' sign-in: '111.444.777-35'.
import { useState } from 'react';
import { maskCpf } from '../../lib/masks.ts';
import Field from '../form/Field.tsx';

type Props = { id: string; name: string; value: string; error?: string; hint?: string };

export default function CpfField({ id, name, value: initial, error, hint }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <Field id={id} name={name} label="CPF" hint={hint} inputMode="numeric" autoComplete="off" placeholder="000.000.000-00"
      maxLength={14} value={value} error={error} onChange={(event) => setValue(maskCpf(event.currentTarget.value))} />
  );
}
