-- Collective lawsuits (issue 22, Jurídico): a lawsuit keeps the member it was filed for in
-- lawsuits.associate_id and may be linked to more members here; a member sees a lawsuit that names
-- them in either place. The legal team writes these links from the back office.
CREATE TABLE "lawsuit_members" (
	"lawsuit_id" integer NOT NULL REFERENCES "lawsuits"("id") ON DELETE CASCADE,
	"associate_id" integer NOT NULL REFERENCES "associates"("id") ON DELETE CASCADE,
	CONSTRAINT "lawsuit_members_pk" PRIMARY KEY ("lawsuit_id", "associate_id")
);--> statement-breakpoint
CREATE INDEX "lawsuit_members_associate_idx" ON "lawsuit_members" USING btree ("associate_id");
