// What createApp receives (from compose.ts) and what middleware hands to the routes through the context.
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { BackgroundWork } from './services/background-work.ts';
import type { Clock } from './services/clock.ts';
import type { DeclarationCodes } from './services/declarations/codes.ts';
import type { DeviceCookies } from './services/device-cookies.ts';
import type { Mailer } from './services/mailer.ts';
import type { Scope } from './middleware/representative-policy.ts';
import type { RateLimiter } from './services/rate-limits.ts';
import type { RecoveryTokenStore } from './services/recovery-tokens.ts';
import type { SessionMember, SessionStore } from './services/sessions.ts';
import type { PaymentProvider } from './services/payments/provider.ts';
import type { SignInHistory } from './services/sign-ins.ts';
import type { StaffMember, StaffSessionStore } from './services/staff/sessions.ts';
import type { NoticeQueue } from './services/notices/queue.ts';
import type { SmsSender } from './services/notices/sms.ts';

export type Deps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  /** False until migrations and the first seed are done: /health answers 503 meanwhile. */
  isReady: () => boolean;
  /** Work a route starts without making the member wait (e-mails): see compose.ts. */
  background: BackgroundWork;
  /** Aborted when the server shuts down: background jobs (the payment settler) stop with it. */
  stop: AbortSignal;
  /** The notice queue (pg-boss on the same database): services/notices/. */
  notices: NoticeQueue;
  /** The SMS provider; `available` is false when SMS_* is unset. */
  sms: SmsSender;
};

export type Services = Deps & {
  sessions: SessionStore;
  recoveryTokens: RecoveryTokenStore;
  limiter: RateLimiter;
  /** The provider for background work (settling job, webhooks): each call has PAYMENT_TIMEOUT_SECONDS. */
  payments: PaymentProvider;
  /** The provider for a member's request: all its calls together end within `budgetMs` (request-budget.ts). */
  paymentsWithin(budgetMs: number): PaymentProvider;
  devices: DeviceCookies;
  /** Signs and reads declarations' verification codes (key derived from the API key). */
  declarationCodes: DeclarationCodes;
  signIns: SignInHistory;
  /** Staff sessions of the back office (DESIGN §10), apart from the members'. */
  staffSessions: StaffSessionStore;
};

export type AppEnv = {
  Variables: {
    services: Services;
    clientIp: string;
    /** Parsed JSON body of POST/PUT requests. */
    body: unknown;
    /** Set by requireSession: the only source of the member's identity. */
    associateId: number;
    /** Set by requireSession with it: the member's id and full name, read with the session. */
    member: SessionMember;
    /** Set with them: when the session ends if unused (middleware/session.ts tellIdleDeadline). */
    idleDeadline: Date;
    /** Set by requireStaff (middleware/staff.ts): the only source of the staff member's identity. */
    staff: StaffMember;
    /** Set with them: the signed-in person (the member, or the representative acting for them). */
    actorId: number;
    /** Set only when a representative acts for the member (issue 23 §4): who, and with what scope. */
    actor?: { id: number; name: string; scope: Scope };
    /** Set for a representative-only account acting for nobody yet: only choosing whom is allowed. */
    mustChoose?: boolean;
    /** Set with them: the member's unread notices, read in the same statement (top bar count). */
    unreadNotices: number;
  };
};
