-- Tenders (pályázatok) as a module: the institutions column takes the API's name (kept, not
-- dropped, so stored tenders keep their schools), and the text q searches.
ALTER TABLE "Tender" RENAME COLUMN "institution_ids" TO "institutions";
ALTER TABLE "Tender" ADD COLUMN "search_text" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Tender_institutions_idx" ON "Tender" USING GIN ("institutions");
