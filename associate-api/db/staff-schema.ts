// The staff back office's tables (migration 0011_staff, DESIGN §10), apart from the members'.
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  // Null until the enrolment link is used (and again after a new enrolment link is issued).
  passwordHash: text('password_hash'),
  // Base32. Needed in clear to compute codes; the enrolment page shows it once.
  totpSecret: text('totp_secret').notNull(),
  // The last 30-second step a code was accepted for: a code is never accepted twice.
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  enrolTokenHash: text('enrol_token_hash'),
  enrolExpiresAt: instant('enrol_expires_at'),
  enrolledAt: instant('enrolled_at'),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: instant('created_at').notNull(),
});

export const staffRecoveryCodes = pgTable('staff_recovery_codes', {
  staffId: integer('staff_id').notNull().references(() => staffAccounts.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  usedAt: instant('used_at'),
}, (t) => [primaryKey({ columns: [t.staffId, t.codeHash] })]);

export const staffSessions = pgTable('staff_sessions', {
  idHash: text('id_hash').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staffAccounts.id, { onDelete: 'cascade' }),
  verified: boolean('verified').notNull().default(false),
  createdAt: instant('created_at').notNull(),
  lastSeenAt: instant('last_seen_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
}, (t) => [index('staff_sessions_staff_idx').on(t.staffId)]);

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: instant('at').notNull(),
  staffId: integer('staff_id'),
  staffEmail: text('staff_email').notNull(),
  staffRole: text('staff_role').notNull(),
  ip: text('ip').notNull(),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  associateId: integer('associate_id'),
  changes: jsonb('changes'),
});
