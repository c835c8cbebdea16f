-- DropIndex
DROP INDEX "Case_module_state_idx";

-- CreateIndex
CREATE INDEX "Case_module_state_id_idx" ON "Case"("module", "state", "id" DESC);
