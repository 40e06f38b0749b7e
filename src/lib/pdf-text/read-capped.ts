// A member file streamed by the API, read whole for 'Ler como texto' only up to the size a text
// reading accepts: a larger file is refused from its Content-Length, or as soon as the bytes
// passed that size, never held whole first.
export async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) { void response.body?.cancel(); return 'too-large'; }
  if (!response.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    // Leaving the loop cancels the stream: the API stops sending.
    if (total > maxBytes) return 'too-large';
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) { bytes.set(chunk, at); at += chunk.byteLength; }
  return bytes;
}
