-- CreateTable
CREATE TABLE "Position" (
    "id" INTEGER NOT NULL,
    "institution_reference_number" TEXT NOT NULL DEFAULT '',
    "handler" TEXT NOT NULL DEFAULT '',
    "substituted_person" TEXT NOT NULL DEFAULT '',
    "type" INTEGER NOT NULL,
    "subjects" TEXT NOT NULL DEFAULT '',
    "weekly_workhour_count" DECIMAL(5,2),
    "weekly_lecture_count" DECIMAL(5,2),
    "location" TEXT NOT NULL DEFAULT '',
    "job" INTEGER NOT NULL,
    "required_highest_education" INTEGER,
    "contract_type" INTEGER NOT NULL,
    "working_hours" INTEGER NOT NULL,
    "open_ended" BOOLEAN NOT NULL DEFAULT true,
    "substitution_reason" TEXT NOT NULL DEFAULT '',
    "needs_tender" BOOLEAN NOT NULL DEFAULT false,
    "without_tender" BOOLEAN NOT NULL DEFAULT false,
    "start_date" DATE,
    "end_date" DATE,
    "detailed_reason" TEXT NOT NULL DEFAULT '',
    "tasks" TEXT NOT NULL DEFAULT '',
    "advantage" TEXT NOT NULL DEFAULT '',
    "application_deadline" DATE,
    "decision_deadline" DATE,
    "contact_email" TEXT NOT NULL DEFAULT '',
    "contact_phone" TEXT NOT NULL DEFAULT '',
    "sap_code" TEXT NOT NULL DEFAULT '',
    "zip_code" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "county" TEXT NOT NULL DEFAULT '',
    "address_1" TEXT NOT NULL DEFAULT '',
    "address_2" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT '',
    "valid_till" DATE,
    "application_email" TEXT NOT NULL DEFAULT '',
    "referred_person_name" TEXT NOT NULL DEFAULT '',
    "referred_person_mother_name" TEXT NOT NULL DEFAULT '',
    "referred_person_birth_date" DATE,
    "referral_reason" TEXT NOT NULL DEFAULT '',
    "hired_employee_id" INTEGER,

    CONSTRAINT "Position_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Position_hired_employee_id_idx" ON "Position"("hired_employee_id");

-- AddForeignKey
ALTER TABLE "Position" ADD CONSTRAINT "Position_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Position" ADD CONSTRAINT "Position_hired_employee_id_fkey" FOREIGN KEY ("hired_employee_id") REFERENCES "EmployeeProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
