-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "approved" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "contract_id" INTEGER,
ADD COLUMN     "description" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "document_id" INTEGER,
ADD COLUMN     "internal_registration_number" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "partner_id" INTEGER,
ADD COLUMN     "payment_method" INTEGER DEFAULT 1,
ADD COLUMN     "payment_request" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "period" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "processed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sap_number" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "schools_can_see" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "tender_id" INTEGER,
ADD COLUMN     "transfer_date" DATE;

-- AlterTable
ALTER TABLE "Case" ADD COLUMN     "hidden_from_schools" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "reader_institution_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- CreateTable
CREATE TABLE "InvoicePart" (
    "id" SERIAL NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "document_id" INTEGER,

    CONSTRAINT "InvoicePart_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "InvoicePart_invoice_id_idx" ON "InvoicePart"("invoice_id");

-- CreateIndex
CREATE INDEX "InvoicePart_institution_id_idx" ON "InvoicePart"("institution_id");

-- CreateIndex
CREATE INDEX "Invoice_tender_id_idx" ON "Invoice"("tender_id");

-- CreateIndex
CREATE INDEX "Invoice_due_date_idx" ON "Invoice"("due_date");

-- CreateIndex
CREATE INDEX "Case_reader_institution_ids_idx" ON "Case" USING GIN ("reader_institution_ids");

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "Partner"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "Attachment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "LibraryContract"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_tender_id_fkey" FOREIGN KEY ("tender_id") REFERENCES "Tender"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoicePart" ADD CONSTRAINT "InvoicePart_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoicePart" ADD CONSTRAINT "InvoicePart_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoicePart" ADD CONSTRAINT "InvoicePart_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "Attachment"("id") ON DELETE SET NULL ON UPDATE CASCADE;
