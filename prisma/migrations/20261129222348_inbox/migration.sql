-- CreateTable
CREATE TABLE "InboxEntry" (
    "id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "handler_id" INTEGER,
    "sender_type" TEXT NOT NULL DEFAULT 'partner',
    "sender_institution_id" INTEGER,
    "sender_partner_id" INTEGER,
    "sender_private" TEXT NOT NULL DEFAULT '',
    "subject" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "arrival_date" DATE,
    "external_id" TEXT NOT NULL DEFAULT '',
    "invoice_id" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "InboxEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InboxCounter" (
    "institution_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "InboxCounter_pkey" PRIMARY KEY ("institution_id","year")
);

-- CreateIndex
CREATE INDEX "InboxEntry_sender_institution_id_idx" ON "InboxEntry"("sender_institution_id");

-- CreateIndex
CREATE INDEX "InboxEntry_sender_partner_id_idx" ON "InboxEntry"("sender_partner_id");

-- CreateIndex
CREATE INDEX "InboxEntry_handler_id_idx" ON "InboxEntry"("handler_id");

-- AddForeignKey
ALTER TABLE "InboxEntry" ADD CONSTRAINT "InboxEntry_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxEntry" ADD CONSTRAINT "InboxEntry_handler_id_fkey" FOREIGN KEY ("handler_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxEntry" ADD CONSTRAINT "InboxEntry_sender_institution_id_fkey" FOREIGN KEY ("sender_institution_id") REFERENCES "Institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxEntry" ADD CONSTRAINT "InboxEntry_sender_partner_id_fkey" FOREIGN KEY ("sender_partner_id") REFERENCES "Partner"("id") ON DELETE SET NULL ON UPDATE CASCADE;
