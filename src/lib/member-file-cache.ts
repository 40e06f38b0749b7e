// Caching of a member's files (PDFs, news pictures, attachments). `private`: no shared cache keeps
// them. `no-cache`: the browser keeps its copy but asks before every reuse, so a reuse passes the
// session check (after logout it gets the sign-in page, not the file) and an unchanged file costs
// a 304 instead of the bytes.
export const MEMBER_FILE_CACHE = 'private, no-cache';

export const memberFileHeaders = (etag: string) => ({ etag, 'cache-control': MEMBER_FILE_CACHE });
