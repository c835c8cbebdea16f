-- AlterTable
ALTER TABLE "Tender" ADD COLUMN     "case_id" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "Tender_case_id_key" ON "Tender"("case_id");

-- AddForeignKey
ALTER TABLE "Tender" ADD CONSTRAINT "Tender_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE SET NULL ON UPDATE CASCADE;
