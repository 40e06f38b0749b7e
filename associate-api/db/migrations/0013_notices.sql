-- Notices the member chooses (issue 23 §3). One row per event a member was told of: the unique
-- index on (member, category, event) is what makes a notice, its e-mail and its SMS go out at
-- most once however often the event is reported (two API instances, a retried job).
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL REFERENCES "associates"("id") ON DELETE CASCADE,
	"category" text NOT NULL,
	"event_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	-- false when the member turned the portal channel off for the category: kept for idempotency, not shown.
	"in_portal" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notices_event_idx" ON "notices" ("associate_id", "category", "event_key");
--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" ("associate_id", "created_at");
--> statement-breakpoint
-- Each e-mail or SMS is claimed here before it leaves: a second worker finds the claim and sends nothing.
CREATE TABLE "notice_deliveries" (
	"notice_id" integer NOT NULL REFERENCES "notices"("id") ON DELETE CASCADE,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("notice_id", "channel")
);
--> statement-breakpoint
-- No row = the defaults (portal and e-mail on, SMS off).
CREATE TABLE "notice_preferences" (
	"associate_id" integer NOT NULL REFERENCES "associates"("id") ON DELETE CASCADE,
	"category" text NOT NULL,
	"portal" boolean NOT NULL,
	"email" boolean NOT NULL,
	"sms" boolean NOT NULL,
	PRIMARY KEY ("associate_id", "category")
);
