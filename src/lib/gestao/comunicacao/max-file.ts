// MAX_FILE_MB as the API reads it (same variable, same default), for the forms' hints; the API
// and the portal's server (src/server/entry.mjs) enforce it.
const configured = Number(process.env.MAX_FILE_MB);
export const MAX_FILE_MB = configured > 0 ? configured : 25;
