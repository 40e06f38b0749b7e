import type { APIRoute } from 'astro';
import { declarationPdfResponse } from '../../lib/declarations/declaration-route.ts';

export const GET: APIRoute = (context) => declarationPdfResponse(context, { kind: 'membership' });
