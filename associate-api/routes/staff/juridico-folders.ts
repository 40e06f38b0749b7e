// 'Jurídico' shared folders (issue 22): create and nest folders, share a top-level folder with
// members (CPFs typed or a CSV, all rows valid or nothing written), upload PDFs, publish a new
// version of its terms (every member accepts again) and the acceptance report, on screen and CSV.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../middleware/errors.ts';
import { actorOf } from '../../middleware/staff.ts';
import { readUpload } from '../../middleware/upload-body.ts';
import { csvCell } from '../../services/audit-query.ts';
import {
  acceptanceReport, addFolderFile, createFolder, folderContents, folderMembers, folderPath, listTopFolders, publishTerms, shareFolder, unshareFolder,
} from '../../services/juridico/folders.ts';
import { MAX_DEPTH } from '../../services/folder-access.ts';
import { auditMemberViews } from '../../services/juridico/member-views.ts';
import { checkedPdf, PDF_MSG } from '../../services/juridico/pdf-check.ts';
import { objectBody, pathId } from '../validation.ts';
import { staffRoute } from './access.ts';
import { idField, requiredText } from './juridico-input.ts';
import { membersOrRowErrors } from './juridico-lawsuits.ts';
import { JURIDICO_MSG } from './juridico-messages.ts';

export const juridicoFolders = new Hono<AppEnv>();

export const FOLDER_UPLOAD_PATHS = ['/staff/juridico/folder-files'];

async function pathOr404(c: Context<AppEnv>, id: number) {
  const path = await folderPath(c.get('services').db, id);
  if (!path) throw new ApiError(404, JURIDICO_MSG.folderNotFound);
  return path;
}

/** A top-level folder (sharing and terms live there); a subfolder is 409 with the reason. */
async function topLevelOr404(c: Context<AppEnv>) {
  const path = await pathOr404(c, pathId(c.req.param('id')!, JURIDICO_MSG.folderNotFound));
  if (path.length !== 1) throw new ApiError(409, JURIDICO_MSG.topLevelOnly);
  return path[0]!;
}

const seconds = (value: number) => `${Math.floor(value / 60)} min ${value % 60} s`;

staffRoute(juridicoFolders, 'GET', '/staff/juridico/folders', ['juridico'], async (c) => {
  const rows = await listTopFolders(c.get('services').db);
  return c.json({
    data: rows.map(({ folder, members }) => ({
      id: folder.id, title: folder.title, description: folder.description, createdAt: folder.createdAt.toISOString(),
      requiresAuthorization: folder.requiresAuthorization, termsVersion: folder.termsVersion, members: members ?? 0,
    })),
  });
});

staffRoute(juridicoFolders, 'POST', '/staff/juridico/folders', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const body = objectBody(c.get('body'));
  const title = requiredText(body, 'title', 'o título da pasta', 200);
  const description = requiredText(body, 'description', 'a descrição da pasta', 1000);
  const parent = body.parentId === undefined || body.parentId === null || body.parentId === '' ? null : idField(body, 'parentId', JURIDICO_MSG.parentNotFound);
  if (parent !== null) {
    const path = await folderPath(db, parent);
    if (!path) throw new ApiError(404, JURIDICO_MSG.parentNotFound);
    if (path.length >= MAX_DEPTH) throw new ApiError(409, JURIDICO_MSG.tooDeep);
  }
  const id = await createFolder(db, clock(), actorOf(c), { title, description, parentId: parent });
  return c.json({ msg: JURIDICO_MSG.folderCreated, id }, 201);
});

// One folder: the way down to it, its subfolders and files, and (top-level) its members and terms.
// Showing the members' names and CPFs is audited per member.
staffRoute(juridicoFolders, 'GET', '/staff/juridico/folders/:id', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const path = await pathOr404(c, pathId(c.req.param('id')!, JURIDICO_MSG.folderNotFound));
  const folder = path.at(-1)!;
  const [contents, members] = await Promise.all([folderContents(db, folder.id), path.length === 1 ? folderMembers(db, folder.id) : []]);
  await auditMemberViews(db, clock(), actorOf(c), 'pasta', folder.id, members.map((m) => m.id));
  return c.json({
    data: {
      id: folder.id, title: folder.title, description: folder.description, parentId: folder.parentId, topLevel: path.length === 1,
      path: path.map((f) => ({ id: f.id, title: f.title })),
      terms: folder.requiresAuthorization && folder.termsText ? { title: folder.authorizationTitle, text: folder.termsText, version: folder.termsVersion } : null,
      subFolders: contents.subFolders,
      files: contents.files.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
      members,
    },
  });
});

staffRoute(juridicoFolders, 'POST', '/staff/juridico/folders/:id/members', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const folder = await topLevelOr404(c);
  const members = await membersOrRowErrors(c, objectBody(c.get('body')));
  const added = await shareFolder(db, clock(), actorOf(c), folder.id, members);
  return c.json({ msg: JURIDICO_MSG.shared(added), added });
});

staffRoute(juridicoFolders, 'POST', '/staff/juridico/folders/:id/members/:member/remove', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const folder = await topLevelOr404(c);
  const member = pathId(c.req.param('member')!, JURIDICO_MSG.memberNotFound);
  if (!(await unshareFolder(db, clock(), actorOf(c), folder.id, member))) throw new ApiError(404, JURIDICO_MSG.memberNotFound);
  return c.json({ msg: JURIDICO_MSG.unshared });
});

staffRoute(juridicoFolders, 'POST', '/staff/juridico/folder-files', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const { fields, file } = await readUpload(c);
  const folderId = idField(fields, 'pasta', JURIDICO_MSG.folderNotFound);
  await pathOr404(c, folderId);
  const title = requiredText(fields, 'titulo', 'o título do arquivo', 200);
  if (!file) throw new ApiError(400, PDF_MSG.notPdf);
  const id = await addFolderFile(db, clock(), actorOf(c), folderId, { title, file: await checkedPdf(file) });
  return c.json({ msg: JURIDICO_MSG.fileAdded, id }, 201);
});

staffRoute(juridicoFolders, 'POST', '/staff/juridico/folders/:id/terms', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const folder = await topLevelOr404(c);
  const body = objectBody(c.get('body'));
  const terms = { title: requiredText(body, 'title', 'o título dos termos', 200), text: requiredText(body, 'text', 'o texto dos termos', 50_000) };
  const version = await publishTerms(db, clock(), actorOf(c), folder.id, terms);
  if (version === null) throw new ApiError(409, JURIDICO_MSG.termsUnchanged);
  return c.json({ msg: JURIDICO_MSG.termsPublished(version), version });
});

async function report(c: Context<AppEnv>) {
  const { db, clock } = c.get('services');
  const folder = await topLevelOr404(c);
  const found = await acceptanceReport(db, folder);
  await auditMemberViews(db, clock(), actorOf(c), 'aceite', folder.id, found.members.map((m) => m.id).concat(found.acceptances.map((a) => a.associateId)));
  return { folder, ...found };
}

staffRoute(juridicoFolders, 'GET', '/staff/juridico/folders/:id/acceptances', ['juridico'], async (c) => {
  const { folder, acceptances, pending } = await report(c);
  return c.json({
    data: {
      folder: { id: folder.id, title: folder.title, termsVersion: folder.termsVersion, requiresAuthorization: folder.requiresAuthorization },
      acceptances: acceptances.map((a) => ({ ...a, acceptedAt: a.acceptedAt.toISOString(), termsServedAt: a.termsServedAt?.toISOString() ?? null })),
      pending,
    },
  });
});

const CSV_HEADER = ['Associado', 'CPF', 'Versão aceita', 'É a versão em vigor', 'Aceito em (UTC)', 'Tempo de leitura medido', 'Segundos', 'Termos exibidos em (UTC)', 'Rolagem informada (%)', 'Dispositivo'];

staffRoute(juridicoFolders, 'GET', '/staff/juridico/folders/:id/acceptances/csv', ['juridico'], async (c) => {
  const { folder, acceptances, pending } = await report(c);
  const lines: unknown[][] = [
    CSV_HEADER,
    ...acceptances.map((a) => [a.name, a.cpf, a.version, a.current ? 'sim' : 'não', a.acceptedAt.toISOString(), seconds(a.durationSeconds), a.durationSeconds,
      a.termsServedAt?.toISOString() ?? '', a.reportedScrollDepth ?? '', a.device]),
    ...pending.map((m) => [m.name, m.cpf, 'pendente', '', '', '', '', '', '', '']),
  ];
  return c.body(`\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="aceites-pasta-${folder.id}.csv"`,
    'cache-control': 'no-store',
  });
});
