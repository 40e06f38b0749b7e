UPDATE "recovery_tokens" SET "used_at" = now() WHERE "password_hash" IS NOT NULL AND "used_at" IS NULL;--> statement-breakpoint
ALTER TABLE "recovery_tokens" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "associates" DROP COLUMN "birth_date_failures";--> statement-breakpoint
ALTER TABLE "member_card_codes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "member_card_codes" SET "expires_at" = "created_at" + interval '12 months';--> statement-breakpoint
ALTER TABLE "member_card_codes" ALTER COLUMN "expires_at" SET NOT NULL;
