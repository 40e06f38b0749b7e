// Spec §9 cuts long texts in previews (news description at 50 characters, plus '...').
export function truncate(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : chars.join('');
}
