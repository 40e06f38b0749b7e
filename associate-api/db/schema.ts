// One pg-core schema for every entity of spec §3, shared by PGlite and PostgreSQL. Documents and
// images are stored as bytes and become base64 only in the answers the contract defines.
import {
  boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ── Members ──────────────────────────────────────────────────────────────────
export const associates = pgTable('associates', {
  id: serial('id').primaryKey(),
  cpf: text('cpf').notNull().unique(),
  name: text('name').notNull(),
  // '' when the association has no address on file: first access then needs a staff link.
  email: text('email').notNull(),
  // Checked at first access (DESIGN §7.1) so knowing a CPF is not enough to take the account.
  // Null only for a representative-only account (migration 0014).
  birthDate: date('birth_date', { mode: 'string' }),
  passwordHash: text('password_hash'),
  passwordChangedAt: instant('password_changed_at'),
  createdAt: createdAt(),
  // Signs in only to act for the members who made them their representative (issue 23 §4).
  representativeOnly: boolean('representative_only').notNull().default(false),
});

export const profiles = pgTable('associate_profiles', {
  associateId: integer('associate_id').primaryKey().references(() => associates.id, { onDelete: 'cascade' }),
  registration: text('registration').notNull(),
  dateFiliate: date('date_filiate', { mode: 'string' }).notNull(),
  sexo: text('sexo').notNull(),
  civilState: text('civil_state').notNull(),
  escolarchip: text('escolarchip').notNull(),
  hometown: text('hometown').notNull(),
  homeState: text('home_state').notNull(),
  rg: text('rg').notNull(),
  emissorEntityRg: text('emissor_entity_rg').notNull(),
  dateRg: date('date_rg', { mode: 'string' }).notNull(),
  fathername: text('fathername').notNull(),
  mothername: text('mothername').notNull(),
  fundo: text('fundo').notNull(),
  cep: text('cep').notNull(),
  address: text('address').notNull(),
  complement: text('complement').notNull(),
  houseNumber: text('house_number').notNull(),
  neighborhood: text('neighborhood').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  // Digits only ('11912345678'); null when the member gave none (the one optional field).
  phone: text('phone'),
});

// ── Sign-in state ────────────────────────────────────────────────────────────
export const sessions = pgTable('sessions', {
  // SHA-256 of the cookie value: a copy of the table never yields a usable session.
  idHash: text('id_hash').primaryKey(),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeenAt: instant('last_seen_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  // 'Chrome no Windows': what 'Sessões ativas' shows, read from the user agent at sign-in.
  device: text('device').notNull().default(''),
  // '189.40.12.0': the network it signed in from (last IPv4 byte, or past the IPv6 /64, dropped),
  // so two sessions of the same browser and system are told apart.
  network: text('network').notNull().default(''),
  // The member the signed-in representative acts for (null: their own account). Checked against
  // a live representation on every request, never trusted on its own (middleware/session.ts).
  actingFor: integer('acting_for').references(() => associates.id, { onDelete: 'cascade' }),
}, (t) => [index('sessions_associate_idx').on(t.associateId)]);

/** Every successful sign-in, kept 12 months: 'Seu último acesso foi em…' and the access history. */
export const signIns = pgTable('sign_ins', {
  id: serial('id').primaryKey(),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  at: instant('at').notNull(),
  device: text('device').notNull(),
  // IPv4 without its last byte, IPv6 cut to its /64: enough to recognise a network, not a home.
  ip: text('ip').notNull(),
  // The representative who entered the member's account ('Carlos em nome de Maria'); null: the member.
  actedBy: integer('acted_by').references(() => associates.id, { onDelete: 'set null' }),
}, (t) => [index('sign_ins_associate_idx').on(t.associateId, t.at)]);

/**
 * E-mailed (or staff-printed) links `${PUBLIC_URL}/{token}`. purpose 'recovery' ('Perdi minha
 * senha') or 'activation' (first access): either way the member types the password in the form the
 * link opens (DESIGN §7.1); the row holds no password.
 */
export const recoveryTokens = pgTable('recovery_tokens', {
  id: serial('id').primaryKey(),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull().default('recovery'),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
}, (t) => [index('recovery_tokens_associate_idx').on(t.associateId)]);

export const rateLimits = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: instant('window_start').notNull(),
  count: integer('count').notNull(),
  // How many times this key was blocked in a row: each block lasts twice the previous one.
  level: integer('level').notNull().default(0),
  blockedUntil: instant('blocked_until'),
});

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  createdAt: createdAt(),
});

// ── Content for every member ─────────────────────────────────────────────────
export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  image: bytea('image'),
  link: text('link'),
  file: bytea('file'),
  fileName: text('file_name'),
  /** The long text under the summary (`description`) on /noticia/{id}; staff-written items (0015). */
  body: text('body'),
  /** What the picture shows, for screen readers; required when staff upload one (0015). */
  imageAlt: text('image_alt'),
  /** Members see only published items; staff keep drafts (0015). */
  published: boolean('published').notNull().default(true),
}, (t) => [index('news_date_idx').on(t.date), index('news_published_date_idx').on(t.published, t.date)]);

export const faq = pgTable('faq', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull(),
});

export const accountingReports = pgTable('accounting_reports', {
  year: integer('year').primaryKey(),
});

/** category: accounting | ago2024 | ago2025 | informativo; kind: the accounting slot (dre, balanco, …). */
export const officialDocuments = pgTable('official_documents', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  reportYear: integer('report_year').references(() => accountingReports.year, { onDelete: 'cascade' }),
  kind: text('kind'),
  title: text('title').notNull(),
  data: bytea('data').notNull(),
  position: integer('position').notNull(),
}, (t) => [
  index('official_documents_category_idx').on(t.category, t.position),
  uniqueIndex('official_documents_report_slot_idx').on(t.reportYear, t.kind),
]);

// ── Finance ──────────────────────────────────────────────────────────────────
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  associateId: integer('associate_id').notNull().unique().references(() => associates.id, { onDelete: 'cascade' }),
  statusPaid: text('status_paid').notNull(),
  dayCharge: integer('day_charge').notNull(),
  priceCents: integer('price_cents').notNull(),
  method: text('method').notNull(),
  frequencyMonths: integer('frequency_months').notNull(),
  gatewaySubscriptionId: text('gateway_subscription_id').notNull().default('0'),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const cards = pgTable('cards', {
  id: serial('id').primaryKey(),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  finalNumber: text('final_number').notNull(),
  holderName: text('holder_name').notNull(),
  status: text('status').notNull(),
  // The payment provider's token: card number and CVV never reach us (DESIGN §7.5).
  gatewayToken: text('gateway_token').notNull(),
  // The provider's payment profile this card became; charges and deletion go through it.
  gatewayProfileId: text('gateway_profile_id'),
  createdAt: createdAt(),
}, (t) => [index('cards_associate_idx').on(t.associateId)]);

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
  description: text('description').notNull(),
  status: text('status').notNull(),
  priceCents: integer('price_cents').notNull(),
  createdAt: createdAt(),
  expiresAt: date('expires_at', { mode: 'string' }).notNull(),
  // '0' = not recorded, 'credit_card', 'bank_slip' (spec §3).
  payment: text('payment').notNull(),
  path: text('path').notNull().default('/'),
}, (t) => [index('invoices_associate_idx').on(t.associateId, t.createdAt)]);

// ── Legal ────────────────────────────────────────────────────────────────────
export const lawsuits = pgTable('lawsuits', {
  id: serial('id').primaryKey(),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  actionName: text('action_name').notNull(),
  number: text('number').notNull(),
  caseTitle: text('case_title').notNull(),
  updatedAt: instant('updated_at').notNull(),
  court: text('court').notNull(),
  vara: text('vara').notNull(),
  lawFirmName: text('law_firm_name').notNull(),
  lawyerName: text('lawyer_name').notNull(),
}, (t) => [index('lawsuits_associate_idx').on(t.associateId)]);

/** More members of a collective lawsuit (migration 0016); the first stays in lawsuits.associate_id. */
export const lawsuitMembers = pgTable('lawsuit_members', {
  lawsuitId: integer('lawsuit_id').notNull().references(() => lawsuits.id, { onDelete: 'cascade' }),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.lawsuitId, t.associateId] }), index('lawsuit_members_associate_idx').on(t.associateId)]);

export const lawsuitUpdates = pgTable('lawsuit_updates', {
  id: serial('id').primaryKey(),
  lawsuitId: integer('lawsuit_id').notNull().references(() => lawsuits.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  fileName: text('file_name'),
  file: bytea('file'),
  createdAt: createdAt(),
}, (t) => [index('lawsuit_updates_lawsuit_idx').on(t.lawsuitId)]);

export const lawsuitMotions = pgTable('lawsuit_motions', {
  id: serial('id').primaryKey(),
  lawsuitId: integer('lawsuit_id').notNull().references(() => lawsuits.id, { onDelete: 'cascade' }),
  motionType: text('motion_type').notNull(),
  filedBy: text('filed_by').notNull(),
  filedDate: date('filed_date', { mode: 'string' }).notNull(),
  description: text('description').notNull(),
  // null = pending, 'defired' = granted, anything else = denied (spec §3).
  outcome: text('outcome'),
  judgeName: text('judge_name'),
  decisionDate: date('decision_date', { mode: 'string' }),
  notes: text('notes'),
  fileName: text('file_name'),
  file: bytea('file'),
  createdAt: createdAt(),
}, (t) => [index('lawsuit_motions_lawsuit_idx').on(t.lawsuitId)]);

// ── Shared folders ───────────────────────────────────────────────────────────
export const sharedFolders = pgTable('shared_folders', {
  id: serial('id').primaryKey(),
  // A subfolder points at its parent; top-level folders have none.
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  requiresAuthorization: boolean('requires_authorization').notNull().default(false),
  authorizationTitle: text('authorization_title'),
  termsText: text('terms_text'),
  // Raised whenever the terms change: members must accept the new wording before the next visit.
  termsVersion: integer('terms_version').notNull().default(1),
  createdAt: createdAt(),
  // Folders are deleted by setting this: their acceptances stay as evidence (migration 0008).
  deletedAt: instant('deleted_at'),
}, (t) => [index('shared_folders_parent_idx').on(t.parentId)]);

/** Which members a top-level folder is shared with. */
export const sharedFolderMembers = pgTable('shared_folder_members', {
  folderId: integer('folder_id').notNull().references(() => sharedFolders.id, { onDelete: 'cascade' }),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.folderId, t.associateId] })]);

export const sharedFiles = pgTable('shared_files', {
  id: serial('id').primaryKey(),
  folderId: integer('folder_id').notNull().references(() => sharedFolders.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  fileName: text('file_name').notNull(),
  data: bytea('data').notNull(),
  // Who at the association shared the file (spec §3 user_email).
  uploaderEmail: text('uploader_email'),
  createdAt: createdAt(),
  // Where each page's stamp goes (services/pdf-stamp.ts), worked out at the file's first view.
  stampPlan: jsonb('stamp_plan'),
}, (t) => [index('shared_files_folder_idx').on(t.folderId)]);

/**
 * A member's acceptance of a folder's terms: it is what authorizes the folder (spec §3). Append-only
 * evidence: every acceptance is a new row, and it names the exact wording accepted (version and
 * SHA-256 of title and text), so a change of the terms asks for a new acceptance. The database
 * refuses UPDATE, DELETE and TRUNCATE on it, and deleting its folder or member outright (0008).
 */
export const folderAuthorizations = pgTable('folder_authorizations', {
  id: serial('id').primaryKey(),
  folderId: integer('folder_id').notNull().references(() => sharedFolders.id, { onDelete: 'restrict' }),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'restrict' }),
  slug: text('slug').notNull(),
  // Measured by the API: from termsServedAt to createdAt; 0 when the API never served the terms.
  durationSeconds: integer('duration_seconds').notNull(),
  termsServedAt: instant('terms_served_at'),
  // As the browser reported it, not verified; null: unknown (read without JavaScript).
  reportedScrollDepth: integer('reported_scroll_depth'),
  device: text('device').notNull(),
  ip: text('ip').notNull(),
  termsVersion: integer('terms_version').notNull().default(1),
  termsHash: text('terms_hash').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [index('folder_authorizations_member_idx').on(t.folderId, t.associateId)]);

/** When a folder's terms were last served to the member: where the measured reading time starts. */
export const folderTermsServed = pgTable('folder_terms_served', {
  folderId: integer('folder_id').notNull().references(() => sharedFolders.id, { onDelete: 'cascade' }),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  termsHash: text('terms_hash').notNull(),
  servedAt: instant('served_at').notNull(),
}, (t) => [primaryKey({ columns: [t.folderId, t.associateId] })]);

// ── Digital member card ──────────────────────────────────────────────────────
/**
 * The code in the card's QR (`${PUBLIC_URL}/verificar/{code}`). Random, one per member; 'Gerar novo
 * código' replaces it, which revokes the old one. Kept in clear because the card page draws it
 * again at every visit; it only ever reveals first name, status and dates (DESIGN §7.12), and only
 * until it expires with the card (12 months).
 */
export const memberCardCodes = pgTable('member_card_codes', {
  associateId: integer('associate_id').primaryKey().references(() => associates.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
});

// ── Payment attempts and the provider's webhook events (DESIGN §7.6) ─────────
/**
 * One request to the provider to charge an invoice, written before the call and settled after it.
 * status: 'pending' (call made or under way, outcome unknown: at most one per member), 'waiting'
 * (a PIX bill open at the provider, waiting for the member's bank), 'paid', 'rejected' (card
 * refused), 'canceled' (bill cancelled), 'failed' (no bill at the provider: nothing charged).
 * `code` is our key for the bill at the provider: an attempt whose answer was lost is found by it.
 */
export const paymentAttempts = pgTable('payment_attempts', {
  id: serial('id').primaryKey(),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  cardId: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
  code: text('code').notNull().unique(),
  status: text('status').notNull(),
  gatewayBillId: text('gateway_bill_id'),
  pixCode: text('pix_code'),
  /** Why it ended as it did, in the member's words (the provider's refusal text, or ours). */
  message: text('message'),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  /** When the settling job may ask the provider next; taking a row moves it on (a lease across instances). */
  nextCheckAt: instant('next_check_at').notNull().defaultNow(),
  /** The representative who paid in the member's name; null: the member. */
  actedBy: integer('acted_by').references(() => associates.id, { onDelete: 'set null' }),
}, (t) => [
  uniqueIndex('payment_attempts_one_in_flight_idx').on(t.associateId).where(sql`${t.status} = 'pending'`),
  uniqueIndex('payment_attempts_one_open_pix_idx').on(t.invoiceId).where(sql`${t.status} = 'waiting'`),
  index('payment_attempts_invoice_idx').on(t.invoiceId, t.status),
  index('payment_attempts_unsettled_idx').on(t.nextCheckAt).where(sql`${t.status} in ('pending', 'waiting')`),
  index('payment_attempts_bill_idx').on(t.gatewayBillId),
]);

/** A webhook the provider sent: received once per event (event_key), acted on after re-reading the bill. */
export const paymentEvents = pgTable('payment_events', {
  id: serial('id').primaryKey(),
  eventKey: text('event_key').notNull().unique(),
  type: text('type').notNull(),
  gatewayBillId: text('gateway_bill_id'),
  providerCreatedAt: text('provider_created_at'),
  attemptId: integer('attempt_id').references(() => paymentAttempts.id, { onDelete: 'set null' }),
  /** What re-reading the bill led to: the attempt's status, or why nothing was done. */
  outcome: text('outcome'),
  receivedAt: instant('received_at').notNull().defaultNow(),
  processedAt: instant('processed_at'),
});

// ── Protected file views (DESIGN §7.10) ──────────────────────────────────────
/**
 * One opening of a protected file: a random reference (kept only as SHA-256) bound to the member
 * and the session that opened it, short-lived; `tail` is what follows the file's bytes in this
 * view's copy (the stamp with `stampLine`), made at the first read so pdf.js's range requests read
 * pieces of one copy. Ends with the session.
 */
export const fileViews = pgTable('file_views', {
  tokenHash: text('token_hash').primaryKey(),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  sessionHash: text('session_hash').notNull().references(() => sessions.idHash, { onDelete: 'cascade' }),
  fileId: integer('file_id').notNull().references(() => sharedFiles.id, { onDelete: 'cascade' }),
  stampLine: text('stamp_line').notNull(),
  tail: bytea('tail'),
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
}, (t) => [index('file_views_associate_idx').on(t.associateId, t.expiresAt)]);

// ── Staff back office (DESIGN §10) ───────────────────────────────────────────
export * from './staff-schema.ts';

// ── Requests with a protocol (issue 23 §2) ───────────────────────────────────
/** The last protocol sequence handed out in each year (migration 0012). */
export const requestProtocolCounters = pgTable('request_protocol_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

export const memberRequests = pgTable('member_requests', {
  id: serial('id').primaryKey(),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  protocol: text('protocol').notNull().unique(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  status: text('status').notNull().default('recebido'),
  // Stored EXTERNAL and streamed in slices (services/stored-bytes.ts); pictures already downscaled.
  attachment: bytea('attachment'),
  attachmentName: text('attachment_name'),
  attachmentType: text('attachment_type'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('member_requests_associate_idx').on(t.associateId, t.createdAt)]);

export const memberRequestAnswers = pgTable('member_request_answers', {
  id: serial('id').primaryKey(),
  requestId: integer('request_id').notNull().references(() => memberRequests.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id'),
  staffName: text('staff_name').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('member_request_answers_request_idx').on(t.requestId, t.createdAt)]);

// ── Representatives (issue 23 §4, migration 0014) ────────────────────────────
/**
 * A member's permission for one person to act for them. scope 'consultar' (read everything) or
 * 'consultar_pagar' (and pay invoices); kind 'convite' (invited by the member, accepted from an
 * e-mailed link whose token is kept only as SHA-256) or 'curador' (court-appointed, registered by
 * staff with the court's document). Revoked rows stay: who had access and when.
 */
export const representations = pgTable('representations', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  representativeId: integer('representative_id').references(() => associates.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  cpf: text('cpf').notNull(),
  email: text('email').notNull(),
  scope: text('scope').notNull(),
  kind: text('kind').notNull().default('convite'),
  tokenHash: text('token_hash').unique(),
  tokenExpiresAt: instant('token_expires_at'),
  documentName: text('document_name'),
  document: bytea('document'),
  registeredBy: text('registered_by'),
  createdAt: createdAt(),
  acceptedAt: instant('accepted_at'),
  revokedAt: instant('revoked_at'),
}, (t) => [
  index('representations_member_idx').on(t.memberId),
  index('representations_representative_idx').on(t.representativeId, t.memberId),
  uniqueIndex('representations_one_live_idx').on(t.memberId, t.cpf).where(sql`${t.revokedAt} is null`),
]);

// ── Notices the member chooses (migration 0013) ──────────────────────────────
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  // invoice_due | payment_received | lawsuit_movement | new_document (services/notices/categories.ts)
  category: text('category').notNull(),
  eventKey: text('event_key').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
  inPortal: boolean('in_portal').notNull(),
  createdAt: createdAt(),
  readAt: instant('read_at'),
}, (t) => [
  uniqueIndex('notices_event_idx').on(t.associateId, t.category, t.eventKey),
  index('notices_list_idx').on(t.associateId, t.createdAt),
]);

export const noticeDeliveries = pgTable('notice_deliveries', {
  noticeId: integer('notice_id').notNull().references(() => notices.id, { onDelete: 'cascade' }),
  channel: text('channel').notNull(),
  sentAt: instant('sent_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.noticeId, t.channel] })]);

export const noticePreferences = pgTable('notice_preferences', {
  associateId: integer('associate_id').notNull().references(() => associates.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  portal: boolean('portal').notNull(),
  email: boolean('email').notNull(),
  sms: boolean('sms').notNull(),
}, (t) => [primaryKey({ columns: [t.associateId, t.category] })]);
