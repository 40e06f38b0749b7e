// How the associate API is put together from its configuration: the mailer chosen by SMTP_URL,
// the background work that sends e-mails, the readiness flag behind /health. server.ts and the
// API test harness both call this one function, so the tests run the API that production runs
// (a notice that never leaves in production cannot pass in a test). What a caller may add only
// observes: the clock and the logger it hands in, and `settled()` to wait for pending e-mails.
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { backgroundWork } from './services/background-work.ts';
import type { Clock } from './services/clock.ts';
import { createMailer } from './services/mailer.ts';
import { deliverNotice } from './services/notices/deliver.ts';
import { noticeEvents, queueDueReminders } from './services/notices/events.ts';
import { noticeQueue } from './services/notices/queue.ts';
import { createSmsSender } from './services/notices/sms.ts';

export function composeApi(parts: { config: Config; db: Db; clock: Clock; logger: Logger }) {
  const { config, logger } = parts;
  let ready = false;
  const background = backgroundWork(logger);
  const stopping = new AbortController();
  const notices = noticeQueue(parts);
  const deps = {
    ...parts,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox'), from: config.mailFrom, logger }),
    isReady: () => ready,
    background,
    stop: stopping.signal,
    notices,
    sms: createSmsSender(config.sms),
  };
  const app = createApp(deps);
  notices.handle({
    deliver: (job) => deliverNotice(deps, job),
    scanDueInvoices: async () => { await queueDueReminders(deps); },
  });
  return {
    app,
    /** Migrations and the first seed are done: /health answers 200 from now on, the notice queue starts. */
    markReady() {
      ready = true;
      notices.start().catch((err: unknown) => logger.error({ err }, 'fila de avisos não iniciou'));
    },
    /** What the staff back office calls when it records a lawsuit movement or publishes a document. */
    notices: noticeEvents(deps),
    /** Resolves once every e-mail started so far has been handed to SMTP or written to the outbox. */
    settled: () => background.settled(),
    /** The server is shutting down: periodic jobs (the payment settler) stop; the notice queue finishes its batch. */
    async stop() {
      stopping.abort();
      await notices.stop();
    },
  };
}
