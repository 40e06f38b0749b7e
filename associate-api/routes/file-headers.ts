// Headers of a member's file as the API sends it to the portal: the bytes alone, the title beside
// them, and `no-store` (DESIGN §7.11) so no cache between the two, nor the portal, keeps a copy.
export function memberFileHeaders(title: string): Headers {
  return new Headers({
    'content-type': 'application/pdf',
    'x-document-title': encodeURIComponent(title),
    'cache-control': 'no-store',
  });
}

/** A protected file's stamped copy: the same, never shown inline by a browser reaching it directly. */
export function protectedFileHeaders(title: string): Headers {
  const headers = memberFileHeaders(title);
  headers.set('content-disposition', 'attachment');
  return headers;
}
