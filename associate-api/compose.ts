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

export function composeApi(parts: { config: Config; db: Db; clock: Clock; logger: Logger }) {
  const { config, logger } = parts;
  let ready = false;
  const background = backgroundWork(logger);
  const stopping = new AbortController();
  const app = createApp({
    ...parts,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox'), from: config.mailFrom, logger }),
    isReady: () => ready,
    background,
    stop: stopping.signal,
  });
  return {
    app,
    /** Migrations and the first seed are done: /health answers 200 from now on. */
    markReady() { ready = true; },
    /** Resolves once every e-mail started so far has been handed to SMTP or written to the outbox. */
    settled: () => background.settled(),
    /** The server is shutting down: periodic jobs (the payment settler) stop. */
    stop() { stopping.abort(); },
  };
}
