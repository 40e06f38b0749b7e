// A CSV as spreadsheets save it (RFC 4180): ';' or ',' between fields (whichever the header line
// uses; Brazilian Excel writes ';'), fields in double quotes may hold separators, line breaks and
// "" for a quote. Lines with only blanks are skipped. Each row keeps its line number for messages.

export type CsvRow = { line: number; fields: string[] };

export function parseCsv(text: string): CsvRow[] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.some((value) => value.trim() !== '')) rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') { field += '"'; i++; }
      else if (ch === '"') quoted = false;
      else { if (ch === '\n') line++; field += ch; }
    } else if (ch === '"' && field.trim() === '') { field = ''; quoted = true; }
    else if (ch === separator) { fields.push(field); field = ''; }
    else if (ch === '\n') { endRow(); line++; rowLine = line; }
    else if (ch !== '\r') field += ch;
  }
  endRow();
  return rows;
}
