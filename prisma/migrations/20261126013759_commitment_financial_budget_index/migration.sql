-- CreateIndex
CREATE INDEX "Commitment_financial_budget_id_id_idx" ON "Commitment"("financial_budget_id", "id");
