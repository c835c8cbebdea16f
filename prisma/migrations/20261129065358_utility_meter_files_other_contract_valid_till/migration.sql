-- AlterTable
ALTER TABLE "UtilityMeter" ADD COLUMN     "case_id" INTEGER;

-- AlterTable
ALTER TABLE "OtherContract" ADD COLUMN     "valid_till" DATE;

-- CreateIndex
CREATE UNIQUE INDEX "UtilityMeter_case_id_key" ON "UtilityMeter"("case_id");

-- AddForeignKey
ALTER TABLE "UtilityMeter" ADD CONSTRAINT "UtilityMeter_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE SET NULL ON UPDATE CASCADE;
