CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"method" text NOT NULL,
	"card_id" integer,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"gateway_bill_id" text,
	"pix_code" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"type" text NOT NULL,
	"gateway_bill_id" text,
	"provider_created_at" text,
	"attempt_id" integer,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_events_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_in_flight_idx" ON "payment_attempts" USING btree ("associate_id") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_open_pix_idx" ON "payment_attempts" USING btree ("invoice_id") WHERE "payment_attempts"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "payment_attempts_invoice_idx" ON "payment_attempts" USING btree ("invoice_id","status");--> statement-breakpoint
CREATE INDEX "payment_attempts_unsettled_idx" ON "payment_attempts" USING btree ("next_check_at") WHERE "payment_attempts"."status" in ('pending', 'waiting');--> statement-breakpoint
CREATE INDEX "payment_attempts_bill_idx" ON "payment_attempts" USING btree ("gateway_bill_id");--> statement-breakpoint
INSERT INTO "payment_attempts" ("associate_id", "invoice_id", "method", "code", "status", "gateway_bill_id")
	SELECT "associate_id", "id", 'pix', 'fatura-' || "id" || '-anterior', 'waiting', "gateway_bill_id" FROM "invoices"
	WHERE "gateway_bill_id" IS NOT NULL AND "status" = 'pending';--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "gateway_bill_id";
