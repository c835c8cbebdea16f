-- AlterTable
ALTER TABLE "FinancialBudget" ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "FinancialBudgetChange" (
    "id" INTEGER NOT NULL,
    "financial_budget_id" INTEGER NOT NULL,
    "previous_amount" DECIMAL(14,2) NOT NULL,
    "amount_change" DECIMAL(14,2) NOT NULL,
    "reason" TEXT NOT NULL,

    CONSTRAINT "FinancialBudgetChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FinancialBudgetChange_financial_budget_id_idx" ON "FinancialBudgetChange"("financial_budget_id");

-- AddForeignKey
ALTER TABLE "FinancialBudget" ADD CONSTRAINT "FinancialBudget_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FinancialBudgetChange" ADD CONSTRAINT "FinancialBudgetChange_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FinancialBudgetChange" ADD CONSTRAINT "FinancialBudgetChange_financial_budget_id_fkey" FOREIGN KEY ("financial_budget_id") REFERENCES "FinancialBudget"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
