// The audit selection as CSV (admin): the API checks the session and the role; the portal passes
// the file on, or sends the browser to the page that explains a refusal.
import type { APIRoute } from 'astro';
import { getFile } from '../../../lib/api/client.ts';
import { STAFF_FALLBACK } from '../../../lib/api/staff.ts';
import { auditFilterOf, auditQuery } from '../../../lib/gestao/audit-filter.ts';
import { staffCaller } from '../../../lib/gestao/staff-page.ts';

export const GET: APIRoute = async (context) => {
  const file = await getFile(staffCaller(context), `/staff/audit/csv?${auditQuery(auditFilterOf(context.url))}`, STAFF_FALLBACK);
  if (!file.ok) return context.redirect(file.status === 401 ? '/gestao/entrar' : '/gestao/auditoria', 303);
  return new Response(file.body.bytes, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="auditoria.csv"',
      'cache-control': 'no-store',
    },
  });
};
