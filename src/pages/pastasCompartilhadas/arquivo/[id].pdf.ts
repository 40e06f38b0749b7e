// GET /pastasCompartilhadas/arquivo/{id}.pdf: the address a protected file once had. A protected
// file is never served here (the browser's own viewer prints and saves it): this goes to the
// protected viewer's page, which opens a view of a stamped copy (DESIGN §7.10).
import type { APIRoute } from 'astro';
import { protectedFilePath } from '../../../lib/folders/protected-file.ts';

const FILE_ID = /^\d{1,9}$/;

export const GET: APIRoute = ({ params, redirect }) =>
  FILE_ID.test(params.id ?? '') ? redirect(protectedFilePath(params.id!), 303) : new Response(null, { status: 404 });

export const HEAD = GET;
