ALTER TABLE "cards" ADD COLUMN "gateway_profile_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "gateway_bill_id" text;