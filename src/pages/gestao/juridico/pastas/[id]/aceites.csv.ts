// The acceptance report as CSV (juridico, admin): the API checks the session and the role and
// audits the view; the portal passes the file on, or sends the browser to the report page.
import type { APIRoute } from 'astro';
import { acceptancesCsv } from '../../../../../lib/api/juridico.ts';
import { staffCaller } from '../../../../../lib/gestao/staff-page.ts';

export const GET: APIRoute = async (context) => {
  const id = context.params.id ?? '';
  const file = await acceptancesCsv(staffCaller(context), id);
  if (!file.ok) return context.redirect(file.status === 401 ? '/gestao/entrar' : `/gestao/juridico/pastas/${encodeURIComponent(id)}/aceites`, 303);
  return new Response(file.body.bytes, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="aceites-pasta-${id.replace(/\D/g, '')}.csv"`,
      'cache-control': 'no-store',
    },
  });
};
