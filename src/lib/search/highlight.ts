// Marks the words a search matched, on the server: the page renders the pieces as text and <mark>,
// so Astro escapes every character of the content. A word matches when its accent-free,
// lower-case form starts with one of the stems the API reports (the same prefix rule the database
// used), so 'Previdenciário' is marked for the stem 'previdenc' and 'Ação' for 'aca'.
export type Piece = { text: string; match: boolean };

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function highlight(text: string, terms: string[]): Piece[] {
  const pieces: Piece[] = [];
  for (const part of text.split(/([\p{L}\p{M}\p{N}]+)/u)) {
    if (!part) continue;
    const match = /[\p{L}\p{N}]/u.test(part) && terms.some((term) => fold(part).startsWith(term));
    const last = pieces.at(-1);
    if (last && last.match === match) last.text += part;
    else pieces.push({ text: part, match });
  }
  return pieces;
}

/** About `size` characters of `text` around its first matched word, cut at word boundaries. */
export function excerpt(text: string, terms: string[], size = 160): string {
  if (text.length <= size) return text;
  const words = [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)];
  const first = words.find((word) => terms.some((term) => fold(word[0]).startsWith(term)));
  const start = Math.max(0, (first?.index ?? 0) - size / 3);
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1;
  const cut = text.lastIndexOf(' ', from + size);
  const to = cut > from ? cut : from + size;
  return `${from > 0 ? '… ' : ''}${text.slice(from, to)}${to < text.length ? ' …' : ''}`;
}
