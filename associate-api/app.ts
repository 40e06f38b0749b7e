// createApp builds the whole associate API from its dependencies; compose.ts supplies them, for
// server.ts and the tests alike.
import { Hono } from 'hono';
import type { AppEnv, Deps, Services } from './app-env.ts';
import { requireApiKey } from './middleware/api-key.ts';
import { clientIp } from './middleware/client-ip.ts';
import { requireCsrf } from './middleware/csrf.ts';
import { handleError, handleNotFound } from './middleware/errors.ts';
import { jsonBody } from './middleware/json-body.ts';
import { requestLog } from './middleware/request-log.ts';
import { tellIdleDeadline } from './middleware/session.ts';
import { closeAfterUnreadBody } from './middleware/unread-body.ts';
import { card } from './routes/card.ts';
import { csrf } from './routes/csrf.ts';
import { declarations } from './routes/declarations.ts';
import { documents } from './routes/documents.ts';
import { faq } from './routes/faq.ts';
import { creditCards } from './routes/finance/cards.ts';
import { invoiceRoutes } from './routes/finance/invoices.ts';
import { signature } from './routes/finance/signature.ts';
import { folderContents } from './routes/folder-contents.ts';
import { folders } from './routes/folders.ts';
import { health } from './routes/health.ts';
import { lawsuits } from './routes/lawsuits.ts';
import { login } from './routes/login.ts';
import { news } from './routes/news.ts';
import { noticeRoutes } from './routes/notices.ts';
import { paymentWebhooks } from './routes/payment-webhooks.ts';
import { account } from './routes/account.ts';
import { REQUEST_UPLOAD_PATH, requestRoutes } from './routes/requests.ts';
import { representatives } from './routes/representatives.ts';
import { search } from './routes/search.ts';
import { user } from './routes/user.ts';
import { createPaymentProvider } from './services/payments/provider.ts';
import { startPaymentSettler } from './services/payments/settle-job.ts';
import { declarationCodes } from './services/declarations/codes.ts';
import { deviceCookies } from './services/device-cookies.ts';
import { rateLimiter } from './services/rate-limits.ts';
import { recoveryTokenStore } from './services/recovery-tokens.ts';
import { sessionStore } from './services/sessions.ts';
import { signInHistory } from './services/sign-ins.ts';
import { STAFF_UPLOAD_PATHS, staffRoutes } from './routes/staff/index.ts';
import { staffSessionStore } from './services/staff/sessions.ts';

export function createServices(deps: Deps): Services {
  const { db, clock, config } = deps;
  return {
    ...deps,
    sessions: sessionStore(db, clock, { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs }),
    recoveryTokens: recoveryTokenStore(db, clock, config.recoveryTokenMs),
    limiter: rateLimiter(db, clock, config.rateLimits),
    payments: createPaymentProvider(config.payment),
    paymentsWithin: (budgetMs) => createPaymentProvider({ ...config.payment, deadline: Date.now() + budgetMs }),
    devices: deviceCookies(config.apiKey, clock),
    declarationCodes: declarationCodes(config.apiKey),
    signIns: signInHistory(db, clock),
    staffSessions: staffSessionStore(db, clock),
  };
}

export function createApp(deps: Deps): Hono<AppEnv> {
  const services = createServices(deps);
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });
  app.use('*', requestLog, closeAfterUnreadBody);
  app.route('/', health);
  // The provider's webhooks come without the portal's key: their own credentials protect them.
  app.route('/', paymentWebhooks(deps.config.bodyLimitBytes));
  app.use('*', requireApiKey, clientIp, jsonBody(deps.config.bodyLimitBytes, new Set([REQUEST_UPLOAD_PATH, ...STAFF_UPLOAD_PATHS])), requireCsrf, tellIdleDeadline);
  for (const routes of [csrf, login, user, account, news, faq, documents, lawsuits, folders, folderContents, signature, creditCards, invoiceRoutes, search, card, declarations, requestRoutes(deps.config), representatives, noticeRoutes, ...staffRoutes]) app.route('/', routes);
  startPaymentSettler(services, deps.stop);
  return app;
}
