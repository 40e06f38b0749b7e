CREATE TABLE "accounting_reports" (
	"year" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "associates" (
	"id" serial PRIMARY KEY NOT NULL,
	"cpf" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"birth_date" date NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "associates_cpf_unique" UNIQUE("cpf")
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"brand" text NOT NULL,
	"final_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text NOT NULL,
	"gateway_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folder_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"associate_id" integer NOT NULL,
	"slug" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"scroll_depth" integer NOT NULL,
	"device" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"subscription_id" integer,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" date NOT NULL,
	"payment" text NOT NULL,
	"path" text DEFAULT '/' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawsuit_motions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lawsuit_id" integer NOT NULL,
	"motion_type" text NOT NULL,
	"filed_by" text NOT NULL,
	"filed_date" date NOT NULL,
	"description" text NOT NULL,
	"outcome" text,
	"judge_name" text,
	"decision_date" date,
	"notes" text,
	"file_name" text,
	"file" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawsuit_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"lawsuit_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"file_name" text,
	"file" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawsuits" (
	"id" serial PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"action_name" text NOT NULL,
	"number" text NOT NULL,
	"case_title" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"court" text NOT NULL,
	"vara" text NOT NULL,
	"law_firm_name" text NOT NULL,
	"lawyer_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"date" date NOT NULL,
	"image" "bytea",
	"link" text,
	"file" "bytea",
	"file_name" text
);
--> statement-breakpoint
CREATE TABLE "official_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"report_year" integer,
	"kind" text,
	"title" text NOT NULL,
	"data" "bytea" NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "associate_profiles" (
	"associate_id" integer PRIMARY KEY NOT NULL,
	"registration" text NOT NULL,
	"date_filiate" date NOT NULL,
	"sexo" text NOT NULL,
	"civil_state" text NOT NULL,
	"escolarchip" text NOT NULL,
	"hometown" text NOT NULL,
	"home_state" text NOT NULL,
	"rg" text NOT NULL,
	"emissor_entity_rg" text NOT NULL,
	"date_rg" date NOT NULL,
	"fathername" text NOT NULL,
	"mothername" text NOT NULL,
	"fundo" text NOT NULL,
	"cep" text NOT NULL,
	"address" text NOT NULL,
	"complement" text NOT NULL,
	"house_number" text NOT NULL,
	"neighborhood" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_folder_members" (
	"folder_id" integer NOT NULL,
	"associate_id" integer NOT NULL,
	CONSTRAINT "shared_folder_members_folder_id_associate_id_pk" PRIMARY KEY("folder_id","associate_id")
);
--> statement-breakpoint
CREATE TABLE "shared_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"requires_authorization" boolean DEFAULT false NOT NULL,
	"authorization_title" text,
	"terms_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"status_paid" text NOT NULL,
	"day_charge" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"method" text NOT NULL,
	"frequency_months" integer NOT NULL,
	"gateway_subscription_id" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_associate_id_unique" UNIQUE("associate_id")
);
--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_authorizations" ADD CONSTRAINT "folder_authorizations_folder_id_shared_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."shared_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_authorizations" ADD CONSTRAINT "folder_authorizations_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawsuit_motions" ADD CONSTRAINT "lawsuit_motions_lawsuit_id_lawsuits_id_fk" FOREIGN KEY ("lawsuit_id") REFERENCES "public"."lawsuits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawsuit_updates" ADD CONSTRAINT "lawsuit_updates_lawsuit_id_lawsuits_id_fk" FOREIGN KEY ("lawsuit_id") REFERENCES "public"."lawsuits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_documents" ADD CONSTRAINT "official_documents_report_year_accounting_reports_year_fk" FOREIGN KEY ("report_year") REFERENCES "public"."accounting_reports"("year") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associate_profiles" ADD CONSTRAINT "associate_profiles_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_tokens" ADD CONSTRAINT "recovery_tokens_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_files" ADD CONSTRAINT "shared_files_folder_id_shared_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."shared_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_folder_members" ADD CONSTRAINT "shared_folder_members_folder_id_shared_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."shared_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_folder_members" ADD CONSTRAINT "shared_folder_members_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_associate_idx" ON "cards" USING btree ("associate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folder_authorizations_member_idx" ON "folder_authorizations" USING btree ("folder_id","associate_id");--> statement-breakpoint
CREATE INDEX "invoices_associate_idx" ON "invoices" USING btree ("associate_id","created_at");--> statement-breakpoint
CREATE INDEX "lawsuit_motions_lawsuit_idx" ON "lawsuit_motions" USING btree ("lawsuit_id");--> statement-breakpoint
CREATE INDEX "lawsuit_updates_lawsuit_idx" ON "lawsuit_updates" USING btree ("lawsuit_id");--> statement-breakpoint
CREATE INDEX "lawsuits_associate_idx" ON "lawsuits" USING btree ("associate_id");--> statement-breakpoint
CREATE INDEX "news_date_idx" ON "news" USING btree ("date");--> statement-breakpoint
CREATE INDEX "official_documents_category_idx" ON "official_documents" USING btree ("category","position");--> statement-breakpoint
CREATE UNIQUE INDEX "official_documents_report_slot_idx" ON "official_documents" USING btree ("report_year","kind");--> statement-breakpoint
CREATE INDEX "recovery_tokens_associate_idx" ON "recovery_tokens" USING btree ("associate_id");--> statement-breakpoint
CREATE INDEX "sessions_associate_idx" ON "sessions" USING btree ("associate_id");--> statement-breakpoint
CREATE INDEX "shared_files_folder_idx" ON "shared_files" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "shared_folders_parent_idx" ON "shared_folders" USING btree ("parent_id");