// The profile of spec §3 as the page shows it: which fields, in which group, with which label,
// input kind and autocomplete (so a member's browser can fill them), and how each is displayed.
import { formatCpfForDisplay } from '../../../contract/cpf.ts';
import { isValidPhone, phoneDigits } from '../../../contract/phone.ts';
import { isoToBr } from '../iso-date.ts';
import { maskPhone } from '../masks.ts';
import { formatRegistration } from './registration.ts';

export const PROFILE_KEYS = [
  'name', 'registration', 'cpf', 'email', 'dateFiliate', 'sexo', 'civilState', 'escolarchip', 'hometown',
  'homeState', 'rg', 'emissorEntityRg', 'dateRg', 'fathername', 'mothername', 'fundo', 'birthDate', 'cep',
  'address', 'complement', 'houseNumber', 'neighborhood', 'city', 'state', 'phone',
] as const;

export type ProfileKey = (typeof PROFILE_KEYS)[number];
export type Profile = Record<ProfileKey, string>;
export type ProfileErrors = Partial<Record<ProfileKey, string>>;

/**
 * The association's records — name, CPF, registration, date of affiliation — identify the member
 * (and show on the member card and its public check): shown, never edited (docs/api-contract.md).
 */
export const READ_ONLY: ReadonlySet<ProfileKey> = new Set(['name', 'registration', 'cpf', 'dateFiliate']);

/** Not every member has a phone, or wants the association to call: the one field left empty. */
export const OPTIONAL: ReadonlySet<ProfileKey> = new Set(['phone']);

/** Filled by the CEP lookup (spec §5), edited by the CEP island when JavaScript runs. */
export const ADDRESS_KEYS = ['cep', 'address', 'houseNumber', 'complement', 'neighborhood', 'city', 'state'] as const;

export type Option = { value: string; label: string };

export type FieldSpec = {
  key: ProfileKey;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'date' | 'select';
  autocomplete?: string;
  options?: Option[];
  inputMode?: 'numeric' | 'tel';
  maxLength?: number;
};

// Spec §2: sex M/F, the four civil states and the four schooling levels, stored as these values.
const SEXES: Option[] = [{ value: 'F', label: 'Feminino' }, { value: 'M', label: 'Masculino' }];
const CIVIL_STATES: Option[] = ['Solteiro(a)', 'Casado(a)', 'Divorciado(a)', 'Viúvo(a)'].map((value) => ({ value, label: value }));
const SCHOOLING: Option[] = [
  { value: 'fundamental', label: 'Ensino fundamental' },
  { value: 'medio', label: 'Ensino médio' },
  { value: 'superior', label: 'Ensino superior' },
  { value: 'posgraduacao', label: 'Pós-graduação' },
];

export type FieldGroup = { id: string; title: string; fields: FieldSpec[] };

export const PROFILE_GROUPS: FieldGroup[] = [
  {
    id: 'dados-pessoais',
    title: 'Dados pessoais',
    fields: [
      { key: 'name', label: 'Nome completo', kind: 'text', autocomplete: 'name' },
      { key: 'registration', label: 'Matrícula', kind: 'text' },
      { key: 'cpf', label: 'CPF', kind: 'text' },
      { key: 'email', label: 'E-mail', kind: 'email', autocomplete: 'email' },
      // 'tel' (the W3C checker refuses 'tel-national' here); an autofilled '+55 11…' loses its
      // country code in phoneDigits (contract/phone.ts).
      { key: 'phone', label: 'Telefone', kind: 'tel', autocomplete: 'tel', inputMode: 'tel' },
      { key: 'birthDate', label: 'Data de nascimento', kind: 'date', autocomplete: 'bday' },
      { key: 'sexo', label: 'Sexo', kind: 'select', autocomplete: 'sex', options: SEXES },
      { key: 'civilState', label: 'Estado civil', kind: 'select', options: CIVIL_STATES },
      { key: 'escolarchip', label: 'Escolaridade', kind: 'select', options: SCHOOLING },
      { key: 'hometown', label: 'Naturalidade (cidade)', kind: 'text' },
      { key: 'homeState', label: 'UF de naturalidade', kind: 'text', maxLength: 2 },
      { key: 'fathername', label: 'Nome do pai', kind: 'text' },
      { key: 'mothername', label: 'Nome da mãe', kind: 'text' },
    ],
  },
  {
    id: 'documentos',
    title: 'Documentos e filiação',
    fields: [
      { key: 'rg', label: 'RG', kind: 'text' },
      { key: 'emissorEntityRg', label: 'Órgão emissor do RG', kind: 'text' },
      { key: 'dateRg', label: 'Data de emissão do RG', kind: 'date' },
      { key: 'dateFiliate', label: 'Data de filiação', kind: 'date' },
      { key: 'fundo', label: 'Fundo', kind: 'text' },
    ],
  },
  {
    id: 'endereco',
    title: 'Endereço',
    fields: [
      { key: 'cep', label: 'CEP', kind: 'text', autocomplete: 'postal-code', inputMode: 'numeric', maxLength: 9 },
      { key: 'address', label: 'Endereço', kind: 'text', autocomplete: 'address-line1' },
      { key: 'houseNumber', label: 'Número', kind: 'text' },
      { key: 'complement', label: 'Complemento', kind: 'text', autocomplete: 'address-line2' },
      { key: 'neighborhood', label: 'Bairro', kind: 'text', autocomplete: 'address-level3' },
      { key: 'city', label: 'Cidade', kind: 'text', autocomplete: 'address-level2' },
      { key: 'state', label: 'UF', kind: 'text', autocomplete: 'address-level1', maxLength: 2 },
    ],
  },
];

const FIELD_BY_KEY = new Map(PROFILE_GROUPS.flatMap((group) => group.fields).map((field) => [field.key, field]));

export const fieldSpec = (key: ProfileKey): FieldSpec => FIELD_BY_KEY.get(key)!;

/** 00000-000, as CEPs are printed on letters. */
export function formatCep(cep: string): string {
  const digits = cep.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : cep;
}

/** A field's value as the view mode shows it. */
export function displayValue(field: FieldSpec, profile: Profile): string {
  const value = profile[field.key] ?? '';
  if (field.key === 'registration') return formatRegistration(value);
  if (field.key === 'cpf') return formatCpfForDisplay(value);
  if (field.key === 'cep') return formatCep(value);
  // What the member typed that is not a phone is shown back as typed, to be corrected.
  if (field.kind === 'tel') return isValidPhone(phoneDigits(value)) ? maskPhone(value) : value;
  if (field.kind === 'date') return isoToBr(value);
  if (field.options) return field.options.find((option) => option.value === value)?.label ?? value;
  return value;
}
