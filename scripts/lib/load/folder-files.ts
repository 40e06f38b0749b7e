// The folder scenario of `npm run bench:load` (issue 19 #5): a shared folder of ten 8 MB PDFs,
// viewed by 20 members at once, then each file opened by 5 members at once in the protected viewer
// (its page, then the stamped copy read to the end, as pdf.js would). No answer may be a 5xx, and
// the portal and the API must each stay under 300 MB of resident memory while they serve it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { openDatabase } from '../../../associate-api/db/client.ts';
import { associates, sharedFolderMembers, sharedFolders } from '../../../associate-api/db/schema.ts';
import { addSharedFile } from '../../../associate-api/services/shared-files.ts';
import { rssMb } from './bench-stack.ts';

const FOLDER_TITLE = 'Digitalizações (benchmark)';
const FILES = 10;
const FILE_MB = 8;
const VIEWERS = 20;
const OPENERS_PER_FILE = 5;
export const RSS_LIMIT_MB = 300;

export type FolderResult = {
  folderViews: Record<string, number>;
  fileOpens: Record<string, number>;
  bytesServedMb: number;
  seconds: number;
  peakRssMb: { portal: number; api: number };
  passed: boolean;
};

/** A real PDF of about 8 MB: a page of text and a scan-sized stream of random (incompressible) bytes. */
async function scannedPdf(index: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(`Documento digitalizado ${index + 1}`, { x: 50, y: 780, size: 16, font });
  await pdf.attach(randomBytes(FILE_MB * 1024 * 1024 - 4096), `digitalizacao-${index + 1}.bin`, { mimeType: 'application/octet-stream' });
  return pdf.save();
}

/** Before the API starts: the folder, shared with Maria, its files added as the back office adds them. */
export async function addScannedFolder(settings: { dataDir: string; databaseUrl: string | undefined }): Promise<number> {
  const database = await openDatabase(settings);
  try {
    const { db } = database;
    const [maria] = await db.select({ id: associates.id }).from(associates).where(eq(associates.cpf, '52998224725'));
    const [folder] = await db.insert(sharedFolders).values({ name: 'digitalizacoes', title: FOLDER_TITLE, description: 'Dez PDFs de 8 MB.' })
      .returning({ id: sharedFolders.id });
    await db.insert(sharedFolderMembers).values({ folderId: folder!.id, associateId: maria!.id });
    for (let i = 0; i < FILES; i++) {
      await addSharedFile(db, { folderId: folder!.id, title: `Digitalização ${i + 1}`, fileName: `digitalizacao-${i + 1}.pdf`, data: await scannedPdf(i) });
    }
    return folder!.id;
  } finally {
    await database.close();
  }
}

const count = (tally: Record<string, number>, status: number) => { tally[status] = (tally[status] ?? 0) + 1; };

async function get(url: string, sid: string): Promise<Response> {
  return fetch(url, { headers: { cookie: `token=${sid}` }, redirect: 'manual' });
}

export async function driveFolder(portalUrl: string, folderId: number, sessions: string[], pids: () => { portal: number; api: number }): Promise<FolderResult> {
  const peak = { portal: 0, api: 0 };
  const sample = setInterval(() => {
    const { portal, api } = pids();
    peak.portal = Math.max(peak.portal, rssMb(portal));
    peak.api = Math.max(peak.api, rssMb(api));
  }, 100);
  const started = performance.now();
  const folderViews: Record<string, number> = {};
  const fileOpens: Record<string, number> = {};
  let bytes = 0;
  try {
    const folderPath = `/pastasCompartilhadas/${folderId}`;

    // 20 members open the folder page at once (its list of ten files, three pages each).
    const pages = await Promise.all(sessions.slice(0, VIEWERS).map(async (sid) => {
      let html = '';
      for (let round = 0; round < 3; round++) {
        const page = await get(`${portalUrl}${folderPath}`, sid);
        count(folderViews, page.status);
        html = await page.text();
      }
      return html;
    }));
    const fileIds = [...new Set([...pages[0]!.matchAll(/\/pastasCompartilhadas\/arquivo\/(\d+)/g)].map((m) => m[1]!))];
    if (fileIds.length !== FILES) throw new Error(`a pasta lista ${fileIds.length} arquivos, não ${FILES}`);

    // Each file opened by 5 members at once: the viewer's page, then its stamped copy to the end.
    await Promise.all(fileIds.flatMap((id, f) => Array.from({ length: OPENERS_PER_FILE }, async (_, k) => {
      const sid = sessions[(f * OPENERS_PER_FILE + k) % VIEWERS]!;
      const page = await get(`${portalUrl}/pastasCompartilhadas/arquivo/${id}`, sid);
      const copy = new RegExp(`/pastasCompartilhadas/arquivo/${id}/copia/[\\w-]+`).exec(await page.text())?.[0];
      if (!copy) { count(fileOpens, page.status); return; }
      const file = await get(`${portalUrl}${copy}`, sid);
      count(fileOpens, file.status);
      for await (const chunk of file.body ?? []) bytes += (chunk as Uint8Array).byteLength;
    })));
  } finally {
    clearInterval(sample);
  }
  const fiveXx = (tally: Record<string, number>) => Object.entries(tally).some(([status]) => Number(status) >= 500);
  return {
    folderViews,
    fileOpens,
    bytesServedMb: Math.round(bytes / 1024 / 1024),
    seconds: Math.round((performance.now() - started) / 100) / 10,
    peakRssMb: peak,
    passed: !fiveXx(folderViews) && !fiveXx(fileOpens) && folderViews['200'] === VIEWERS * 3 && fileOpens['200'] === FILES * OPENERS_PER_FILE
      && peak.portal < RSS_LIMIT_MB && peak.api < RSS_LIMIT_MB,
  };
}
