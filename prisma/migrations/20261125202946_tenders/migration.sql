-- Tenders (pályázatok) as a module: the institutions column takes the API's name, the text q
-- searches, and the flowless Case that holds a tender's attachments.
ALTER TABLE "Tender" RENAME COLUMN "institution_ids" TO "institutions";
ALTER TABLE "Tender" ADD COLUMN "case_id" INTEGER,
ADD COLUMN "search_text" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE UNIQUE INDEX "Tender_case_id_key" ON "Tender"("case_id");

-- CreateIndex
CREATE INDEX "Tender_institutions_idx" ON "Tender" USING GIN ("institutions");

-- AddForeignKey
ALTER TABLE "Tender" ADD CONSTRAINT "Tender_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE SET NULL ON UPDATE CASCADE;
