-- AlterTable
ALTER TABLE "StockImport" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "heartbeat_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "StockImport_state_idx" ON "StockImport"("state");
