// Documents and images are kept as bytes; the contract carries them as base64 strings.
export function toBase64(bytes: Uint8Array | null): string | null {
  return bytes ? Buffer.from(bytes).toString('base64') : null;
}
