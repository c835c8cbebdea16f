-- AlterTable
ALTER TABLE "LecturerAssignmentContract" ADD COLUMN     "origin" TEXT NOT NULL DEFAULT 'new',
ADD COLUMN     "source_contract_id" INTEGER;

-- CreateIndex
CREATE INDEX "LecturerAssignmentContract_source_contract_id_idx" ON "LecturerAssignmentContract"("source_contract_id");

-- AddForeignKey
ALTER TABLE "LecturerAssignmentContract" ADD CONSTRAINT "LecturerAssignmentContract_source_contract_id_fkey" FOREIGN KEY ("source_contract_id") REFERENCES "ExternalLecturerContract"("id") ON DELETE SET NULL ON UPDATE CASCADE;
