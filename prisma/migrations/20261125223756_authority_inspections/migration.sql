-- CreateTable
CREATE TABLE "AuthorityInspection" (
    "id" SERIAL NOT NULL,
    "institution_reference_number" TEXT NOT NULL DEFAULT '',
    "inspection_date" DATE NOT NULL,
    "handler_id" INTEGER,
    "institution_id" INTEGER NOT NULL,
    "regulation_issuer" TEXT NOT NULL,
    "regulation_number" TEXT NOT NULL DEFAULT '',
    "regulation_issue_date" DATE,
    "search_text" TEXT NOT NULL DEFAULT '',
    "case_id" INTEGER,

    CONSTRAINT "AuthorityInspection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuthorityInspectionTask" (
    "id" SERIAL NOT NULL,
    "inspection_id" INTEGER NOT NULL,
    "problem" TEXT NOT NULL,
    "measure" TEXT NOT NULL DEFAULT '',
    "responsible_person_id" INTEGER,
    "responsible_partner_id" INTEGER,
    "deadline" DATE NOT NULL,
    "finished" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "AuthorityInspectionTask_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AuthorityInspection_case_id_key" ON "AuthorityInspection"("case_id");

-- CreateIndex
CREATE INDEX "AuthorityInspection_institution_id_inspection_date_idx" ON "AuthorityInspection"("institution_id", "inspection_date");

-- CreateIndex
CREATE INDEX "AuthorityInspection_handler_id_idx" ON "AuthorityInspection"("handler_id");

-- CreateIndex
CREATE INDEX "AuthorityInspectionTask_inspection_id_idx" ON "AuthorityInspectionTask"("inspection_id");

-- CreateIndex
CREATE INDEX "AuthorityInspectionTask_deadline_idx" ON "AuthorityInspectionTask"("deadline");

-- AddForeignKey
ALTER TABLE "AuthorityInspection" ADD CONSTRAINT "AuthorityInspection_handler_id_fkey" FOREIGN KEY ("handler_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthorityInspection" ADD CONSTRAINT "AuthorityInspection_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthorityInspection" ADD CONSTRAINT "AuthorityInspection_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthorityInspectionTask" ADD CONSTRAINT "AuthorityInspectionTask_inspection_id_fkey" FOREIGN KEY ("inspection_id") REFERENCES "AuthorityInspection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthorityInspectionTask" ADD CONSTRAINT "AuthorityInspectionTask_responsible_person_id_fkey" FOREIGN KEY ("responsible_person_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthorityInspectionTask" ADD CONSTRAINT "AuthorityInspectionTask_responsible_partner_id_fkey" FOREIGN KEY ("responsible_partner_id") REFERENCES "Partner"("id") ON DELETE SET NULL ON UPDATE CASCADE;
