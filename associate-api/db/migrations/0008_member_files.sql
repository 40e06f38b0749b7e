-- Files are read in slices when opened (services/stored-bytes.ts): stored uncompressed out of line,
-- substring() fetches only the TOAST chunks of the slice instead of decompressing from the start.
ALTER TABLE "shared_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "lawsuit_updates" ALTER COLUMN "file" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "lawsuit_motions" ALTER COLUMN "file" SET STORAGE EXTERNAL;--> statement-breakpoint
-- MAX_FILE_MB (default 25) refused at insertion by whoever inserts: the API passes the setting to
-- every connection as app.max_file_mb (db/client.ts); a connection without it gets the default.
CREATE FUNCTION "refuse_oversized_file"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  size bigint;
  limit_mb integer := coalesce(nullif(current_setting('app.max_file_mb', true), '')::integer, 25);
BEGIN
  EXECUTE format('select octet_length($1.%I)', TG_ARGV[0]) USING NEW INTO size;
  IF size > limit_mb::bigint * 1024 * 1024 THEN
    RAISE EXCEPTION 'arquivo de % bytes acima do limite de % MB', size, limit_mb USING ERRCODE = 'program_limit_exceeded';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "shared_files_max_size" BEFORE INSERT OR UPDATE OF "data" ON "shared_files" FOR EACH ROW EXECUTE FUNCTION "refuse_oversized_file"('data');--> statement-breakpoint
CREATE TRIGGER "lawsuit_updates_max_size" BEFORE INSERT OR UPDATE OF "file" ON "lawsuit_updates" FOR EACH ROW EXECUTE FUNCTION "refuse_oversized_file"('file');--> statement-breakpoint
CREATE TRIGGER "lawsuit_motions_max_size" BEFORE INSERT OR UPDATE OF "file" ON "lawsuit_motions" FOR EACH ROW EXECUTE FUNCTION "refuse_oversized_file"('file');--> statement-breakpoint
CREATE TABLE "file_views" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"associate_id" integer NOT NULL,
	"session_hash" text NOT NULL,
	"file_id" integer NOT NULL,
	"stamp_line" text NOT NULL,
	"tail" bytea,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "shared_files" ADD COLUMN "stamp_plan" jsonb;--> statement-breakpoint
ALTER TABLE "file_views" ADD CONSTRAINT "file_views_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_views" ADD CONSTRAINT "file_views_session_hash_sessions_id_hash_fk" FOREIGN KEY ("session_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_views" ADD CONSTRAINT "file_views_file_id_shared_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."shared_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_views_associate_idx" ON "file_views" USING btree ("associate_id","expires_at");--> statement-breakpoint
-- Terms-acceptance evidence (DESIGN §7.10): when the terms were last served to the member, so the
-- reading time is the server's own measure; the scroll depth is what the browser reported.
CREATE TABLE "folder_terms_served" (
	"folder_id" integer NOT NULL,
	"associate_id" integer NOT NULL,
	"terms_hash" text NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	CONSTRAINT "folder_terms_served_folder_id_associate_id_pk" PRIMARY KEY("folder_id","associate_id")
);--> statement-breakpoint
ALTER TABLE "folder_terms_served" ADD CONSTRAINT "folder_terms_served_folder_id_shared_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."shared_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_terms_served" ADD CONSTRAINT "folder_terms_served_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_authorizations" RENAME COLUMN "scroll_depth" TO "reported_scroll_depth";--> statement-breakpoint
ALTER TABLE "folder_authorizations" ADD COLUMN "terms_served_at" timestamp with time zone;--> statement-breakpoint
COMMENT ON COLUMN "folder_authorizations"."duration_seconds" IS 'measured by the API: from terms_served_at to created_at (0 when the terms were never served)';--> statement-breakpoint
COMMENT ON COLUMN "folder_authorizations"."reported_scroll_depth" IS 'as reported by the browser, not verified; null = unknown';--> statement-breakpoint
-- Acceptances are evidence: never updated nor deleted, not even by a cascade. Folders are deleted
-- by setting deleted_at; a member or folder with acceptances cannot be deleted outright.
ALTER TABLE "folder_authorizations" DROP CONSTRAINT "folder_authorizations_folder_id_shared_folders_id_fk";--> statement-breakpoint
ALTER TABLE "folder_authorizations" DROP CONSTRAINT "folder_authorizations_associate_id_associates_id_fk";--> statement-breakpoint
ALTER TABLE "folder_authorizations" ADD CONSTRAINT "folder_authorizations_folder_id_shared_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."shared_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_authorizations" ADD CONSTRAINT "folder_authorizations_associate_id_associates_id_fk" FOREIGN KEY ("associate_id") REFERENCES "public"."associates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_folders" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION "refuse_changing_evidence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% recusado: % guarda evidências e só aceita inclusões', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "folder_authorizations_append_only" BEFORE UPDATE OR DELETE ON "folder_authorizations" FOR EACH ROW EXECUTE FUNCTION "refuse_changing_evidence"();--> statement-breakpoint
CREATE TRIGGER "folder_authorizations_no_truncate" BEFORE TRUNCATE ON "folder_authorizations" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_changing_evidence"();
