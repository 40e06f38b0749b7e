-- Requests to the association with a protocol (issue 23 §2). The protocol is '2026-000123': the
-- year in Brasília and a sequence per year taken from request_protocol_counters in the same
-- transaction as the request (UPDATE … RETURNING locks the year's row), so two members sending at
-- the same instant never share a number and a refused request leaves no gap.
CREATE TABLE "request_protocol_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "member_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"protocol" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'recebido' NOT NULL,
	"attachment" bytea,
	"attachment_name" text,
	"attachment_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_requests_protocol_unique" UNIQUE("protocol"),
	CONSTRAINT "member_requests_subject_check" CHECK ("subject" IN ('cadastro', 'financeiro', 'juridico', 'documentos', 'outro')),
	CONSTRAINT "member_requests_status_check" CHECK ("status" IN ('recebido', 'em_andamento', 'respondido')),
	CONSTRAINT "member_requests_attachment_check" CHECK (("attachment" IS NULL) = ("attachment_type" IS NULL))
);--> statement-breakpoint
-- Attachments are streamed in slices like every member file (services/stored-bytes.ts, migration 0008).
ALTER TABLE "member_requests" ALTER COLUMN "attachment" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE TRIGGER "member_requests_max_size" BEFORE INSERT OR UPDATE OF "attachment" ON "member_requests" FOR EACH ROW EXECUTE FUNCTION "refuse_oversized_file"('attachment');--> statement-breakpoint
ALTER TABLE "member_requests" ADD CONSTRAINT "member_requests_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_requests_associate_idx" ON "member_requests" USING btree ("associate_id","created_at");--> statement-breakpoint
-- Every answer is kept (issue 23): who answered is a name as the member reads it, plus the staff
-- account's id once the back office has them (no foreign key: staff accounts live in their own
-- migration, and an answer outlives the account that wrote it).
CREATE TABLE "member_request_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "member_request_answers" ADD CONSTRAINT "member_request_answers_request_id_member_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."member_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_request_answers_request_idx" ON "member_request_answers" USING btree ("request_id","created_at");
