DROP INDEX "folder_authorizations_member_idx";--> statement-breakpoint
ALTER TABLE "folder_authorizations" ALTER COLUMN "scroll_depth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "folder_authorizations" ADD COLUMN "terms_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "folder_authorizations" ADD COLUMN "terms_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_files" ADD COLUMN "uploader_email" text;--> statement-breakpoint
ALTER TABLE "shared_folders" ADD COLUMN "terms_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "folder_authorizations_member_idx" ON "folder_authorizations" USING btree ("folder_id","associate_id");