-- CreateTable
CREATE TABLE "PeriodicReport" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "file_key" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "uploaded_by_id" INTEGER NOT NULL,
    "uploaded_by" TEXT NOT NULL,
    "uploaded_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PeriodicReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PeriodicReportRow" (
    "id" SERIAL NOT NULL,
    "report_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "planned" DECIMAL(14,2) NOT NULL,
    "used" DECIMAL(14,2) NOT NULL,

    CONSTRAINT "PeriodicReportRow_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PeriodicReport_institution_id_year_month_idx" ON "PeriodicReport"("institution_id", "year", "month");

-- CreateIndex
CREATE INDEX "PeriodicReportRow_report_id_idx" ON "PeriodicReportRow"("report_id");

-- AddForeignKey
ALTER TABLE "PeriodicReport" ADD CONSTRAINT "PeriodicReport_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PeriodicReportRow" ADD CONSTRAINT "PeriodicReportRow_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "PeriodicReport"("id") ON DELETE CASCADE ON UPDATE CASCADE;
