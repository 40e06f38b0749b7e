// Caching of documents behind the sign-in that are the association's, not the member's own (official
// PDFs, news pictures). A member's own files (lawsuit attachments, protected files, the data export)
// are `no-store` instead (DESIGN §7.11). `private`: no shared cache keeps
// them. `no-cache`: the browser keeps its copy but asks before every reuse, so a reuse passes the
// session check (after logout it gets the sign-in page, not the file) and an unchanged file costs
// a 304 instead of the bytes.
export const MEMBER_FILE_CACHE = 'private, no-cache';

export const memberFileHeaders = (etag: string) => ({ etag, 'cache-control': MEMBER_FILE_CACHE });
