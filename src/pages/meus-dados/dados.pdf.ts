import type { APIRoute } from 'astro';
import { downloadMyData } from '../../lib/my-data/download.ts';

export const GET: APIRoute = (context) => downloadMyData(context, 'pdf');
