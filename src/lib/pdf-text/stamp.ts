// A protected file's copy carries the API's stamp on every page ('Cópia de Maria … · CPF
// ***.982.247-** · 25/11/2026, 09:14', associate-api/services/file-views.ts), drawn twice (footer
// and diagonal), so its text reads the stamp as a paragraph of the document. 'Ler como texto'
// shows it once per page, apart from the document's own words, so it neither interrupts the
// reading nor goes missing.
const STAMP = /Cópia de .+? · CPF \*{3}\.\d{3}\.\d{3}-\*{2} · \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/g;

export function separateStamp(paragraphs: string[]): { paragraphs: string[]; stamp: string | null } {
  let stamp: string | null = null;
  const rest = paragraphs.filter((paragraph) => {
    const found = paragraph.match(STAMP);
    if (!found || paragraph.replace(STAMP, '').trim()) return true;
    stamp = found[0];
    return false;
  });
  return { paragraphs: rest, stamp };
}
