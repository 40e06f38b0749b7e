// The viewer's 'Voltar' link goes back to the list the member came from (?voltar=/agoage/2025).
// Only a path on this portal is accepted, so a crafted link cannot send a member elsewhere
// ("//evil.example", "https://…", "/\evil" and control characters are refused).
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > 200) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  try {
    const url = new URL(candidate, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
