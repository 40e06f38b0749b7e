import { createHash } from 'node:crypto';

// A strong validator from the bytes themselves: the same document gives the same tag on any
// portal instance, so a member reopening a report on a slow link gets a 304 instead of the file.
export function entityTagOf(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored, `*` matches. */
export function matchesIfNoneMatch(header: string | null, tag: string): boolean {
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}
