// The staff back office's API (DESIGN §10): sign-in and enrolment are open (their own limits),
// every other route goes through staffRoute (access.ts) and checks the role on every call.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { staffRoute } from './access.ts';
import { staffAtendimento } from './atendimento.ts';
import { staffAudit } from './audit.ts';
import { DOCUMENT_UPLOAD_PATH, staffDocuments } from './documents.ts';
import { staffEnrolment } from './enrolment.ts';
import { GUARDIAN_UPLOAD_PATH, staffGuardians } from './guardians.ts';
import { staffRequests } from './requests.ts';
import { FOLDER_UPLOAD_PATHS, juridicoFolders } from './juridico-folders.ts';
import { juridicoLawsuits, LAWSUIT_UPLOAD_PATHS } from './juridico-lawsuits.ts';
import { staffFinanceiro } from './financeiro.ts';
import { staffFaq } from './faq.ts';
import { NEWS_UPLOAD_PATH, staffNews } from './news.ts';
import { staffSignIn } from './sign-in.ts';
import { staffTeam } from './team.ts';

const whoAmI = new Hono<AppEnv>();
staffRoute(whoAmI, 'GET', '/staff/me', [], (c) => c.json({ data: c.get('staff') }));

/** Open to anyone with the API key: the routes that sign a staff member in. */
export const STAFF_OPEN_ROUTES = ['POST /staff/login', 'POST /staff/login/code', 'POST /staff/logout', 'POST /staff/enrolment/read', 'POST /staff/enrolment'];

export const staffRoutes = [staffSignIn, staffEnrolment, whoAmI, staffTeam, staffAudit, staffNews, staffFaq, staffDocuments, staffAtendimento, staffFinanceiro, juridicoLawsuits, juridicoFolders, staffRequests, staffGuardians];

/** The staff routes that take a multipart upload (json-body.ts leaves their bodies to them). */
export const STAFF_UPLOAD_PATHS = [NEWS_UPLOAD_PATH, DOCUMENT_UPLOAD_PATH, ...LAWSUIT_UPLOAD_PATHS, ...FOLDER_UPLOAD_PATHS, GUARDIAN_UPLOAD_PATH];
