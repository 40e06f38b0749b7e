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

/** A request's attachment (PDF or picture): its own type, and saved under the member's file name. */
export function memberRequestDownloadHeaders(type: string, name: string): Headers {
  const headers = memberFileHeaders(name);
  headers.set('content-type', type);
  headers.set('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
  return headers;
}
