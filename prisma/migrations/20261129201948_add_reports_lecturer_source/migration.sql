-- AlterTable
ALTER TABLE "LecturerAssignmentContract" ADD COLUMN     "origin" TEXT NOT NULL DEFAULT 'new',
ADD COLUMN     "source_contract_id" INTEGER;

-- CreateTable
CREATE TABLE "MonthlyReport" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'open',
    "due_date" DATE NOT NULL,
    "answers" JSONB NOT NULL DEFAULT '{}',
    "search_text" TEXT NOT NULL DEFAULT '',
    "submitted_at" TIMESTAMP(3),
    "closed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MonthlyReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "YearlyReport" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL DEFAULT 1970,
    "teacher_count" INTEGER,
    "student_count" INTEGER,
    "due_date" DATE,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "closed_at" TIMESTAMPTZ(6),
    "file_key" TEXT,
    "generated_at" TIMESTAMPTZ(6),
    "search_text" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "YearlyReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "YearlyReportAnswer" (
    "id" SERIAL NOT NULL,
    "yearly_report_id" INTEGER NOT NULL,
    "question" INTEGER NOT NULL,
    "value" TEXT,
    "number_value" DECIMAL(14,2),
    "array_value" TEXT[],

    CONSTRAINT "YearlyReportAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MonthlyReport_year_month_idx" ON "MonthlyReport"("year", "month");

-- CreateIndex
CREATE UNIQUE INDEX "MonthlyReport_institution_id_year_month_key" ON "MonthlyReport"("institution_id", "year", "month");

-- CreateIndex
CREATE INDEX "YearlyReport_year_closed_idx" ON "YearlyReport"("year", "closed");

-- CreateIndex
CREATE UNIQUE INDEX "YearlyReport_institution_id_year_key" ON "YearlyReport"("institution_id", "year");

-- CreateIndex
CREATE UNIQUE INDEX "YearlyReportAnswer_yearly_report_id_question_key" ON "YearlyReportAnswer"("yearly_report_id", "question");

-- CreateIndex
CREATE INDEX "LecturerAssignmentContract_source_contract_id_idx" ON "LecturerAssignmentContract"("source_contract_id");

-- AddForeignKey
ALTER TABLE "MonthlyReport" ADD CONSTRAINT "MonthlyReport_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "YearlyReport" ADD CONSTRAINT "YearlyReport_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "YearlyReportAnswer" ADD CONSTRAINT "YearlyReportAnswer_yearly_report_id_fkey" FOREIGN KEY ("yearly_report_id") REFERENCES "YearlyReport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LecturerAssignmentContract" ADD CONSTRAINT "LecturerAssignmentContract_source_contract_id_fkey" FOREIGN KEY ("source_contract_id") REFERENCES "ExternalLecturerContract"("id") ON DELETE SET NULL ON UPDATE CASCADE;
