// The notice queue: pg-boss on the API's own database, PostgreSQL or the embedded PGlite (through
// pg-boss's PGlite adapter, on PGlite's single connection). Jobs live in the database, so a notice
// accepted before a restart still leaves after it, and several API instances share the work
// (pg-boss takes each job with SKIP LOCKED). Each job's id is derived from the member and the event:
// reporting an event twice inserts nothing the second time. What makes sending happen at most once
// is still the database's unique index on notices and the claim on notice_deliveries (deliver.ts),
// which outlive pg-boss's retention of finished jobs.
import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import type { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite, type Job } from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Category } from '../../../contract/notice-categories.ts';

/** One notice to one member: what deliver.ts writes and sends. */
export type NoticeJob = { associateId: number; category: Category; eventKey: string; title: string; body: string; link: string };

const NOTICE = 'notice';
const DUE_SCAN = 'notice-due-scan';
// 08:00 in Brasília: a reminder read over breakfast, never at night.
const DUE_SCAN_CRON = '0 8 * * *';
const TIME_ZONE = 'America/Sao_Paulo';
// Jobs taken per fetch: a 10,000-member reminder run is a few hundred fetches, not ten thousand.
const BATCH = 50;
// Notices of a batch sent at once: while one waits for SMTP or the SMS provider, others use the database.
const AT_ONCE = 10;

export type NoticeWork = { deliver(job: NoticeJob): Promise<void>; scanDueInvoices(): Promise<void> };

export type NoticeQueue = {
  /** Workers to run once the queue starts (compose.ts). */
  handle(work: NoticeWork): void;
  /** After migrations: creates pg-boss's schema if needed, starts the workers and the daily scan. */
  start(): Promise<void>;
  enqueue(jobs: NoticeJob[]): Promise<void>;
  /** Waits for the jobs being worked on, then stops; the server stops after it. */
  stop(): Promise<void>;
};

/** The same member and event always give the same job id (a UUID from a hash of them). */
export function noticeJobId(job: Pick<NoticeJob, 'associateId' | 'category' | 'eventKey'>): string {
  const hex = createHash('sha256').update(`${job.associateId}:${job.category}:${job.eventKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function noticeQueue(parts: { config: Config; db: Db; logger: Logger }): NoticeQueue {
  const { config, db, logger } = parts;
  let work: NoticeWork | undefined;
  let started: Promise<PgBoss> | undefined;
  let stopped = false;

  function create(): PgBoss {
    const common = { schema: 'pgboss', application_name: 'area-do-associado-avisos' };
    return config.databaseUrl
      // Its own small pool: a long batch of e-mails never holds a connection members' pages wait for.
      ? new PgBoss({ ...common, connectionString: config.databaseUrl, max: 3 })
      : new PgBoss({ ...common, db: fromPglite((db as unknown as { $client: PGlite }).$client), backend: 'pglite' });
  }

  async function begin(): Promise<PgBoss> {
    const boss = create();
    boss.on('error', (err: unknown) => logger.warn({ err }, 'fila de avisos: erro (ela tenta de novo sozinha)'));
    await boss.start();
    await boss.createQueue(NOTICE, { retryLimit: 5, retryDelay: 60, retryBackoff: true });
    await boss.createQueue(DUE_SCAN, { retryLimit: 2, retryDelay: 300 });
    await boss.work<NoticeJob>(NOTICE, { batchSize: BATCH, pollingIntervalSeconds: 1 }, async (jobs: Job<NoticeJob>[]) => {
      // Every job of the batch is tried; one failing (SMTP down) does not hold back the others,
      // and the batch is retried, where the claims let nothing already sent leave again.
      let failure: unknown;
      const limit = pLimit(AT_ONCE);
      await Promise.all(jobs.map((job) => limit(() => work!.deliver(job.data).catch((err: unknown) => { failure ??= err; }))));
      if (failure) throw failure;
    });
    await boss.work(DUE_SCAN, async () => { await work!.scanDueInvoices(); });
    // One schedule however many instances: pg-boss runs each of its minutes once.
    await boss.schedule(DUE_SCAN, DUE_SCAN_CRON, null, { tz: TIME_ZONE });
    return boss;
  }

  return {
    handle(given) { work = given; },
    start() {
      if (!work) throw new Error('fila de avisos sem tarefas (compose.ts)');
      started ??= begin();
      return started.then(() => {});
    },
    async enqueue(jobs) {
      if (!started || stopped) throw new Error('fila de avisos parada');
      const boss = await started;
      for (let at = 0; at < jobs.length; at += 1000) {
        await boss.insert(NOTICE, jobs.slice(at, at + 1000).map((data) => ({ id: noticeJobId(data), data })));
      }
    },
    async stop() {
      stopped = true;
      const boss = await started?.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: 15_000 });
    },
  };
}
