CREATE TABLE "member_card_codes" (
	"associate_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_card_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "member_card_codes" ADD CONSTRAINT "member_card_codes_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;