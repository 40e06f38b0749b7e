-- A representative who may help (issue 23 §4). A representative signs in with their own CPF and
-- password: a member, or an account that only represents (no birth date, no member pages).
ALTER TABLE "associates" ADD COLUMN "representative_only" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "associates" ALTER COLUMN "birth_date" DROP NOT NULL;--> statement-breakpoint
-- One member's permission for one person: invited (token live, representative_id null until
-- accepted) or, for a court-appointed guardian, registered by staff with the court's document.
-- Revoking sets revoked_at; the row stays as the record of who had access and when.
CREATE TABLE "representations" (
  "id" serial PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "associates"("id") ON DELETE CASCADE,
  "representative_id" integer REFERENCES "associates"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "cpf" text NOT NULL,
  "email" text NOT NULL,
  "scope" text NOT NULL CHECK ("scope" IN ('consultar', 'consultar_pagar')),
  "kind" text NOT NULL DEFAULT 'convite' CHECK ("kind" IN ('convite', 'curador')),
  "token_hash" text UNIQUE,
  "token_expires_at" timestamp with time zone,
  "document_name" text,
  "document" bytea,
  "registered_by" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "accepted_at" timestamp with time zone,
  "revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "representations_member_idx" ON "representations" ("member_id");--> statement-breakpoint
CREATE INDEX "representations_representative_idx" ON "representations" ("representative_id", "member_id");--> statement-breakpoint
-- At most one live (pending or accepted) permission per member and CPF.
CREATE UNIQUE INDEX "representations_one_live_idx" ON "representations" ("member_id", "cpf") WHERE "revoked_at" IS NULL;--> statement-breakpoint
-- Acting for someone is a property of the session: the actor is associate_id, the subject acting_for.
ALTER TABLE "sessions" ADD COLUMN "acting_for" integer REFERENCES "associates"("id") ON DELETE CASCADE;--> statement-breakpoint
-- 'Carlos em nome de Maria': who really acted, where an entry is about the member.
ALTER TABLE "sign_ins" ADD COLUMN "acted_by" integer REFERENCES "associates"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "acted_by" integer REFERENCES "associates"("id") ON DELETE SET NULL;
