-- AlterTable
ALTER TABLE "LibraryContract" ADD COLUMN     "arrival_date" DATE,
ADD COLUMN     "case_id" INTEGER,
ADD COLUMN     "contractors_name" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "contractors_workplace" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "cost" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "creator_id" INTEGER,
ADD COLUMN     "currency" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "duration" INTEGER,
ADD COLUMN     "end_date" DATE,
ADD COLUMN     "exceeds_five_million_per_year" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "handler_id" INTEGER,
ADD COLUMN     "income_contract" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "institutions" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "net_price" DECIMAL(16,2) NOT NULL DEFAULT 0,
ADD COLUMN     "note" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "number_of_occurrences" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "occurrence_unit" INTEGER,
ADD COLUMN     "partners" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "payment_method" INTEGER,
ADD COLUMN     "pod_id" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "price" DECIMAL(14,2) NOT NULL DEFAULT 0,
ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "signing_date" DATE,
ADD COLUMN     "start_date" DATE,
ADD COLUMN     "total_price" DECIMAL(16,2) NOT NULL DEFAULT 0,
ADD COLUMN     "type" INTEGER NOT NULL DEFAULT 9,
ADD COLUMN     "vat" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "vat_price" DECIMAL(16,2) NOT NULL DEFAULT 0;

-- CreateIndex
CREATE UNIQUE INDEX "LibraryContract_case_id_key" ON "LibraryContract"("case_id");

-- CreateIndex
CREATE INDEX "LibraryContract_institutions_idx" ON "LibraryContract" USING GIN ("institutions");

-- CreateIndex
CREATE INDEX "LibraryContract_partners_idx" ON "LibraryContract" USING GIN ("partners");

-- CreateIndex
CREATE INDEX "LibraryContract_signing_date_idx" ON "LibraryContract"("signing_date");

-- AddForeignKey
ALTER TABLE "LibraryContract" ADD CONSTRAINT "LibraryContract_handler_id_fkey" FOREIGN KEY ("handler_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LibraryContract" ADD CONSTRAINT "LibraryContract_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LibraryContract" ADD CONSTRAINT "LibraryContract_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE SET NULL ON UPDATE CASCADE;
