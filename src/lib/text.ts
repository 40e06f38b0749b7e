// Previews of long text (spec §9 cuts news descriptions at 50 characters, folder descriptions at
// 32 and 80). Departure (README): the cut falls at a word boundary with '…', never mid-word, and
// only previews are cut — a title, a name or an e-mail is shown whole and wraps. Whoever shows a
// preview keeps the full text on the same page or one link away.
export function preview(text: string, max: number): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')];
  if (chars.length <= max) return chars.join('');
  const head = chars.slice(0, max + 1).join('');
  // The last space within the limit (the character after it may be the space that ends a word).
  const end = head.lastIndexOf(' ');
  // One word longer than the whole preview: cut it rather than show nothing.
  const cut = end > 0 ? head.slice(0, end) : chars.slice(0, max).join('');
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`;
}
