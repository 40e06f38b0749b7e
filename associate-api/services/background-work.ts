// Work a route starts without making the member wait: the e-mails (a recovery link, 'Sua senha foi
// alterada', the e-mail-change notice). A failure is logged, never thrown at the member. The
// server waits for what is still pending before it stops, so a notice the API accepted to send
// is not lost to a restart.
import type { Logger } from 'pino';

export type BackgroundWork = {
  /** Starts `task` now; `failure` is the log line (with `context`) if it fails. */
  run(failure: string, task: () => Promise<unknown>, context?: Record<string, unknown>): void;
  /** Resolves once nothing started so far is still running. */
  settled(): Promise<void>;
};

export function backgroundWork(logger: Logger): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(failure, task, context = {}) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .then(() => {}, (err: unknown) => { logger.error({ err, ...context }, failure); })
        .finally(() => { pending.delete(running); });
      pending.add(running);
    },
    async settled() {
      // A task may start another while it runs: wait until none is left.
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
