-- DropIndex
DROP INDEX "Case_waiting_for_user_id_idx";

-- CreateIndex
CREATE INDEX "Case_waiting_for_user_id_module_idx" ON "Case"("waiting_for_user_id", "module");
