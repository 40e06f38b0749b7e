// Finds seeded documents for the viewer journeys. Document ids are the database's, so the
// journeys look them up by title instead of assuming the seed's insertion order: a HEAD on
// /documentos/{id}.pdf names the file after the title (Content-Disposition), which costs no body.
import type { APIRequestContext } from '@playwright/test';
import { pdfFileName } from '../../src/lib/pdf/file-name.ts';

// The demo seed holds a few dozen official documents (DESIGN.md §8).
const HIGHEST_ID = 60;

export const ACCOUNTING_REPORT = 'Demonstração do Resultado do Exercício 2025';
export const AGO_2025_NOTICE = 'Edital de Convocação A.G.O 2025';
export const AGO_2025_PROTECTED = 'Ata da A.G.O 2025 (documento protegido)';
export const PROTECTED_PASSWORD = 'assembleia';

let idsByFileName: Map<string, string> | undefined;

/** The id of the document with this title; `request` must carry a signed-in member's cookies. */
export async function documentId(request: APIRequestContext, title: string): Promise<string> {
  idsByFileName ??= await listDocuments(request);
  const id = idsByFileName.get(pdfFileName(title));
  if (!id) throw new Error(`documento "${title}" não está nos dados de demonstração`);
  return id;
}

async function listDocuments(request: APIRequestContext): Promise<Map<string, string>> {
  const ids = Array.from({ length: HIGHEST_ID }, (_, index) => String(index + 1));
  const answers = await Promise.all(ids.map((id) => request.head(`/documentos/${id}.pdf`, { maxRedirects: 0 })));
  const found = new Map<string, string>();
  answers.forEach((answer, index) => {
    const fileName = /filename="([^"]+)"/.exec(answer.headers()['content-disposition'] ?? '')?.[1];
    if (answer.status() === 200 && fileName) found.set(fileName, ids[index]!);
  });
  return found;
}
