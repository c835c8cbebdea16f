-- CreateIndex
CREATE INDEX "Case_affected_institution_id_idx" ON "Case"("affected_institution_id");
