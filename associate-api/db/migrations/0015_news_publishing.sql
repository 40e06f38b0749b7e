-- Comunicação in the back office (issue 22): staff write news, FAQ and documents into the same
-- tables members read. A news item is a draft until published (members see only published ones;
-- the seed's items were all public, hence the default); its long text lives apart from the
-- summary the lists show; its picture carries the alt text staff must write for screen readers.
ALTER TABLE "news" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "news_published_date_idx" ON "news" USING btree ("published", "date");--> statement-breakpoint
-- MAX_FILE_MB refused by the database for these files too (function of migration 0008).
CREATE TRIGGER "news_image_max_size" BEFORE INSERT OR UPDATE OF "image" ON "news" FOR EACH ROW EXECUTE FUNCTION "refuse_oversized_file"('image');--> statement-breakpoint
CREATE TRIGGER "news_file_max_size" BEFORE INSERT OR UPDATE OF "file" ON "news" FOR EACH ROW EXECUTE FUNCTION "refuse_oversized_file"('file');--> statement-breakpoint
CREATE TRIGGER "official_documents_max_size" BEFORE INSERT OR UPDATE OF "data" ON "official_documents" FOR EACH ROW EXECUTE FUNCTION "refuse_oversized_file"('data');
