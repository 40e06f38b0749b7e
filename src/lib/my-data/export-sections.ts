// What the data export's PDF says, section by section, in the words and formats of the portal's own
// screens: a member reads 'Paga', 'R$ 45,90' and '25/11/2026 09:14', never 'paid', 4590 or an
// ISO instant. Each section names its fields (a whitelist): whatever else the API puts in a record
// (counters, internal ids) is the association's bookkeeping, not the member's data, and a field the
// API adds later stays out of the PDF until someone gives it a label here.
import { statusLabel, subjectLabel } from '../../../contract/member-requests.ts';
import { formatClock } from '../datetime.ts';
import { brDate, brl, cardStatusLabel, frequencyLabel, invoiceStatusLabel, methodLabel, paymentLabel } from '../finance/format.ts';
import { subscriptionSituation } from '../finance/overdue-text.ts';
import { displayValue, PROFILE_GROUPS, type Profile } from '../profile/fields.ts';

type Data = Record<string, unknown>;
/** A field's label and its value as shown; null leaves the line out. */
type Field = [label: string, show: (record: Data) => string | null];
export type Row = [label: string, value: string];
export type Section = { title: string; records: Row[][] };

const text = (value: unknown) => (value === null || value === undefined || value === '' ? 'Não informado' : String(value));
/** DD/MM/AAAA HH:mm in Brasília time (the clock's format without its seconds). */
const when = (value: unknown) => {
  const date = new Date(String(value));
  return value && !Number.isNaN(date.getTime()) ? formatClock(date).slice(0, 16) : 'Não informado';
};
const day = (value: unknown) => (value ? brDate(String(value)) : 'Não informado');
const money = (value: unknown) => (typeof value === 'number' ? brl(value) : 'Não informado');
const field = (label: string, key: string, show: (value: unknown) => string | null = text): Field => [label, (record) => show(record[key])];

function readingTime(value: unknown): string {
  if (typeof value !== 'number') return 'Não medido';
  const minutes = Math.floor(value / 60);
  const seconds = Math.round(value % 60);
  return minutes ? `${minutes} min ${seconds} s` : `${seconds} s`;
}

/** A member's or staff's text on one line: the PDF's lines are laid out by width, not by breaks. */
const oneLine = (value: unknown) => text(value).replace(/\s*\n\s*/g, ' ');

/** Every answer of a request, each with who gave it and when. */
function answersText(value: unknown): string {
  const answers = Array.isArray(value) ? (value as Data[]) : [];
  if (answers.length === 0) return 'Nenhuma';
  return answers.map((answer) => `${text(answer.staffName)}, em ${when(answer.createdAt)}: ${oneLine(answer.body)}`).join(' / ');
}

// The profile as the Perfil page shows it (labels, CPF 000.000.000-00, CEP 00000-000, dates,
// options by their names), plus the two dates of the account itself.
const PROFILE_FIELDS: Field[] = [
  ...PROFILE_GROUPS.flatMap((group) => group.fields).map((spec): Field => [
    spec.label,
    (record) => text(displayValue(spec, record as Profile)),
  ]),
  field('Senha alterada em', 'passwordChangedAt', when),
  field('Conta criada em', 'createdAt', when),
];

const SECTIONS: { key: string; title: string; fields: Field[] }[] = [
  { key: 'profile', title: 'Cadastro', fields: PROFILE_FIELDS },
  {
    key: 'subscription', title: 'Assinatura', fields: [
      field('Situação', 'statusPaid', (value) => subscriptionSituation(String(value), undefined)),
      field('Valor', 'priceCents', money),
      field('Forma de pagamento', 'method', (value) => methodLabel(String(value))),
      field('Frequência', 'frequencyMonths', (value) => (typeof value === 'number' ? frequencyLabel(value) : text(value))),
      field('Dia de cobrança', 'dayCharge'),
      field('Assinada em', 'createdAt', day),
    ],
  },
  {
    key: 'cards', title: 'Cartões (só bandeira e final)', fields: [
      field('Bandeira', 'brand'),
      field('Final', 'lastFour'),
      field('Titular', 'holderName'),
      field('Situação', 'status', (value) => cardStatusLabel(String(value))),
      field('Incluído em', 'createdAt', day),
    ],
  },
  {
    key: 'invoices', title: 'Faturas', fields: [
      field('Descrição', 'description'),
      field('Situação', 'status', (value) => invoiceStatusLabel(String(value))),
      field('Valor', 'priceCents', money),
      field('Vencimento', 'expiresAt', day),
      // How it was paid, once it was (the invoice list's own rule).
      ['Pagamento', (record) => paymentLabel(String(record.payment), String(record.status))],
      field('Emitida em', 'createdAt', day),
    ],
  },
  {
    key: 'lawsuits', title: 'Processos', fields: [
      field('Ação', 'actionName'),
      field('Número do processo', 'number'),
      field('Partes', 'caseTitle'),
      field('Tribunal', 'court'),
      field('Vara', 'vara'),
      field('Escritório', 'lawFirmName'),
      field('Advogado(a)', 'lawyerName'),
      field('Atualizado em', 'updatedAt', when),
    ],
  },
  {
    key: 'folderAcceptances', title: 'Aceites de termos de pastas', fields: [
      field('Pasta', 'folder'),
      field('Termo', 'terms'),
      field('Aceito em', 'acceptedAt', when),
      field('Aparelho', 'device'),
      field('Endereço de internet', 'ip'),
      field('Tempo de leitura', 'durationSeconds', readingTime),
      field('Quanto do termo foi rolado', 'scrollDepth', (value) => (typeof value === 'number' ? `${value}%` : 'Não informado')),
    ],
  },
  {
    key: 'requests', title: 'Solicitações à associação', fields: [
      field('Protocolo', 'protocol'),
      field('Assunto', 'subject', (value) => subjectLabel(String(value))),
      field('Situação', 'status', (value) => statusLabel(String(value))),
      field('Enviada em', 'createdAt', when),
      field('Mensagem', 'message', oneLine),
      field('Anexo', 'attachmentName', (value) => (value ? String(value) : 'Nenhum')),
      ['Respostas', (record) => answersText(record.answers)],
    ],
  },
  {
    key: 'sessions', title: 'Sessões', fields: [
      field('Início', 'startedAt', when),
      field('Último uso', 'lastSeenAt', when),
      field('Expira em', 'expiresAt', when),
    ],
  },
  {
    key: 'signIns', title: 'Histórico de acessos', fields: [
      field('Data e hora', 'at', when),
      field('Aparelho', 'device'),
      field('Endereço de internet (parcial)', 'ip'),
    ],
  },
];

/** The export's sections as labelled rows, one list of rows per record. */
export function exportSections(data: Data): Section[] {
  return SECTIONS.map(({ key, title, fields }) => {
    const value = data[key];
    const records = (Array.isArray(value) ? value : value ? [value] : []) as Data[];
    return {
      title,
      records: records.map((record) => fields.flatMap(([label, show]): Row[] => {
        const value = show(record);
        return value === null ? [] : [[label, value]];
      })),
    };
  });
}

/** 'Cópia gerada em 25/11/2026 09:14' for the export's own instant. */
export const generatedAtText = (data: Data) => `Cópia gerada em ${when(data.generatedAt)}`;
