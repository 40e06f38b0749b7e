// A readable PDF of the member's data export: each section a heading, each record its fields as
// "nome: valor" lines, wrapped to the page. Built on demand with pdf-lib's standard Helvetica
// (WinAnsi: all Portuguese letters), so no font file is shipped.
import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';
import { printable, wrap } from '../pdf/text-lines.ts';

const SECTION_TITLES: Record<string, string> = {
  profile: 'Cadastro', subscription: 'Assinatura', cards: 'Cartões (bandeira e final)', invoices: 'Faturas',
  lawsuits: 'Processos', folderAcceptances: 'Aceites de termos de pastas', sessions: 'Sessões',
  signIns: 'Histórico de acessos',
};
// Field names of the JSON, in the words of the portal's own screens.
const LABELS: Record<string, string> = {
  cpf: 'CPF', name: 'Nome', email: 'E-mail', birthDate: 'Data de nascimento', passwordChangedAt: 'Senha alterada em',
  createdAt: 'Criado em', registration: 'Matrícula', dateFiliate: 'Data de filiação', sexo: 'Sexo', civilState: 'Estado civil',
  escolarchip: 'Escolaridade', hometown: 'Naturalidade', homeState: 'UF de nascimento', rg: 'RG', emissorEntityRg: 'Órgão emissor',
  dateRg: 'Data de emissão do RG', fathername: 'Nome do pai', mothername: 'Nome da mãe', fundo: 'Fundo', cep: 'CEP',
  address: 'Endereço', complement: 'Complemento', houseNumber: 'Número', neighborhood: 'Bairro', city: 'Cidade', state: 'UF',
  statusPaid: 'Situação', dayCharge: 'Dia de cobrança', priceCents: 'Valor (centavos)', method: 'Forma de pagamento',
  frequencyMonths: 'Frequência (meses)', brand: 'Bandeira', lastFour: 'Final', holderName: 'Titular', status: 'Situação',
  description: 'Descrição', expiresAt: 'Vencimento', payment: 'Pagamento', actionName: 'Ação', number: 'Número do processo',
  caseTitle: 'Partes', court: 'Tribunal', vara: 'Vara', lawFirmName: 'Escritório', lawyerName: 'Advogado(a)',
  updatedAt: 'Atualizado em', folder: 'Pasta', terms: 'Termo', acceptedAt: 'Aceito em', device: 'Aparelho', ip: 'Endereço IP',
  durationSeconds: 'Tempo de leitura (s)', scrollDepth: 'Rolagem (%)', startedAt: 'Início', lastSeenAt: 'Último uso', at: 'Data e hora',
};
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const SIZE = 10;
const LINE = 14;

const asText = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));

export async function exportPdf(data: Record<string, unknown>, memberName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Meus dados — ${printable(memberName)}`);
  pdf.setLanguage('pt-BR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const write = (text: string, font = regular, size = SIZE) => {
    for (const line of wrap(text, font, size, A4.width - 2 * MARGIN)) {
      if (y < MARGIN) { page = pdf.addPage([A4.width, A4.height]); y = A4.height - MARGIN; }
      page.drawText(line, { x: MARGIN, y, size, font });
      y -= size === SIZE ? LINE : size + 6;
    }
  };
  write('Meus dados na Área do Associado', bold, 16);
  write(`Cópia gerada em ${asText(data.generatedAt)} para ${memberName}.`);
  for (const [key, title] of Object.entries(SECTION_TITLES)) {
    y -= 8;
    write(title, bold, 12);
    const value = data[key];
    const records = Array.isArray(value) ? value : value ? [value] : [];
    if (records.length === 0) write('Nenhum registro.');
    for (const record of records as Record<string, unknown>[]) {
      for (const [field, fieldValue] of Object.entries(record)) write(`${LABELS[field] ?? field}: ${asText(fieldValue)}`);
      y -= 4;
    }
  }
  return pdf.save();
}
