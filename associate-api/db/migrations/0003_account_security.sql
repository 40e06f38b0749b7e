CREATE TABLE "sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"device" text NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "associates" ADD COLUMN "birth_date_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_tokens" ADD COLUMN "purpose" text DEFAULT 'recovery' NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_tokens" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ins_associate_idx" ON "sign_ins" USING btree ("associate_id","at");