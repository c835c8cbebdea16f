-- CreateTable
CREATE TABLE "ExtraordinaryEvent" (
    "id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "reporter_name" TEXT NOT NULL,
    "reporter_role" TEXT NOT NULL DEFAULT '',
    "reporter_contact" TEXT NOT NULL DEFAULT '',
    "date" DATE NOT NULL,
    "time" TEXT NOT NULL DEFAULT '',
    "location" TEXT NOT NULL DEFAULT '',
    "measures_after" TEXT NOT NULL DEFAULT '',
    "events_after" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ExtraordinaryEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraordinaryOrdainment" (
    "id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "job_description" TEXT NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,

    CONSTRAINT "ExtraordinaryOrdainment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Recognition" (
    "id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "candidate_name" TEXT NOT NULL,
    "candidate_name_official" TEXT NOT NULL DEFAULT '',
    "candidate_birth_name" TEXT NOT NULL DEFAULT '',
    "candidate_birth_place" TEXT NOT NULL,
    "candidate_birth_date" DATE NOT NULL,
    "candidate_mothers_name" TEXT NOT NULL DEFAULT '',
    "candidate_post_code" TEXT NOT NULL DEFAULT '',
    "candidate_city" TEXT NOT NULL DEFAULT '',
    "candidate_address" TEXT NOT NULL DEFAULT '',
    "candidate_phone_number" TEXT NOT NULL DEFAULT '',
    "candidate_email" TEXT NOT NULL DEFAULT '',
    "candidate_role" TEXT NOT NULL,
    "candidate_workplace" TEXT NOT NULL,
    "first_teacher_degree_date" DATE,
    "first_high_school_teacher_degree_date" DATE,
    "degree_name" TEXT NOT NULL DEFAULT '',
    "college_literacy_area_type" TEXT NOT NULL DEFAULT '',
    "college_literacy_area_name" TEXT NOT NULL DEFAULT '',
    "all_legal_relationships" TEXT NOT NULL DEFAULT '',
    "public_servant" BOOLEAN NOT NULL DEFAULT false,
    "default_acceptance_date" BOOLEAN NOT NULL DEFAULT true,
    "unique_acceptance_date" DATE,
    "unique_acceptance_date_reason" TEXT NOT NULL DEFAULT '',
    "short_appreciation" TEXT NOT NULL DEFAULT '',
    "appreciation" TEXT NOT NULL DEFAULT '',
    "initiator_name" TEXT NOT NULL DEFAULT '',
    "initiator_workplace" TEXT NOT NULL DEFAULT '',
    "initiator_role" TEXT NOT NULL DEFAULT '',
    "initiator_phone_number" TEXT NOT NULL DEFAULT '',
    "initiator_email" TEXT NOT NULL DEFAULT '',
    "consent_store_data" BOOLEAN NOT NULL DEFAULT false,
    "has_no_disqualification_reason" BOOLEAN NOT NULL DEFAULT false,
    "accept_recognition" BOOLEAN NOT NULL DEFAULT false,
    "consent_publish_name" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Recognition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RecognitionPrevious" (
    "id" SERIAL NOT NULL,
    "recognition_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "date" DATE,

    CONSTRAINT "RecognitionPrevious_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GraduationContract" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "season" INTEGER NOT NULL DEFAULT 3,
    "high_level" BOOLEAN NOT NULL DEFAULT false,
    "corporate_contract" BOOLEAN NOT NULL DEFAULT false,
    "reference_number_high_level" TEXT NOT NULL DEFAULT '',
    "completion_location" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "birth_name" TEXT NOT NULL DEFAULT '',
    "birth_date" DATE NOT NULL,
    "birth_place" TEXT NOT NULL,
    "mothers_name" TEXT NOT NULL,
    "tax_id" TEXT NOT NULL,
    "social_security_number" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "zip_code" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "county" TEXT NOT NULL DEFAULT '',
    "address_1" TEXT NOT NULL,
    "address_2" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT 'Magyarország',
    "valid_till" DATE,
    "company_name" TEXT NOT NULL DEFAULT '',
    "company_number" TEXT NOT NULL DEFAULT '',
    "tax_number" TEXT NOT NULL DEFAULT '',
    "ksh_code" TEXT NOT NULL DEFAULT '',
    "total_payment" INTEGER NOT NULL DEFAULT 0,
    "certified_at" TIMESTAMP(3),
    "certified_by_id" INTEGER,

    CONSTRAINT "GraduationContract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GraduationContractTask" (
    "id" SERIAL NOT NULL,
    "contract_id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "class_name" TEXT NOT NULL DEFAULT '',
    "students_count" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "number_of_hours" DECIMAL(7,2) NOT NULL,
    "contributor_salary" INTEGER NOT NULL DEFAULT 0,
    "salary" INTEGER NOT NULL,
    "final_students_count" INTEGER,
    "final_number_of_hours" DECIMAL(7,2),
    "final_contributor_salary" INTEGER,
    "final_salary" INTEGER,

    CONSTRAINT "GraduationContractTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplexExam" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "season" INTEGER NOT NULL DEFAULT 3,
    "high_level" BOOLEAN NOT NULL DEFAULT false,
    "corporate_contract" BOOLEAN NOT NULL DEFAULT false,
    "reference_number_high_level" TEXT NOT NULL DEFAULT '',
    "completion_location" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "birth_name" TEXT NOT NULL DEFAULT '',
    "birth_date" DATE NOT NULL,
    "birth_place" TEXT NOT NULL,
    "mothers_name" TEXT NOT NULL,
    "tax_id" TEXT NOT NULL,
    "social_security_number" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "zip_code" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "county" TEXT NOT NULL DEFAULT '',
    "address_1" TEXT NOT NULL,
    "address_2" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT 'Magyarország',
    "valid_till" DATE,
    "company_name" TEXT NOT NULL DEFAULT '',
    "company_identification_number" TEXT NOT NULL DEFAULT '',
    "tax_number" TEXT NOT NULL DEFAULT '',
    "company_statistical_number" TEXT NOT NULL DEFAULT '',
    "travel_and_accommodation_fee" INTEGER NOT NULL DEFAULT 0,
    "total_payment" INTEGER NOT NULL DEFAULT 0,
    "certified_at" TIMESTAMP(3),
    "certified_by_id" INTEGER,

    CONSTRAINT "ComplexExam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplexExamTask" (
    "id" SERIAL NOT NULL,
    "contract_id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "profession_name" TEXT NOT NULL,
    "okj_id" TEXT NOT NULL DEFAULT '',
    "szj_id" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL DEFAULT '',
    "students_count" INTEGER NOT NULL,
    "number_of_hours" DECIMAL(7,2) NOT NULL DEFAULT 1,
    "salary" INTEGER NOT NULL,
    "final_students_count" INTEGER,
    "final_number_of_hours" DECIMAL(7,2),
    "final_salary" INTEGER,

    CONSTRAINT "ComplexExamTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraTeachingContract" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'timetable',
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL DEFAULT '',
    "birth_name" TEXT NOT NULL DEFAULT '',
    "birth_date" DATE NOT NULL,
    "birth_place" TEXT NOT NULL,
    "mothers_name" TEXT NOT NULL,
    "tax_number" TEXT NOT NULL,
    "social_security_number" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "zip_code" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "county" TEXT NOT NULL DEFAULT '',
    "address_1" TEXT NOT NULL,
    "address_2" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT 'Magyarország',
    "valid_till" DATE,
    "payment" INTEGER NOT NULL DEFAULT 3045,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "total_hours" DECIMAL(9,2) NOT NULL DEFAULT 0,
    "total_payment" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ExtraTeachingContract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraTeachingContractTask" (
    "id" SERIAL NOT NULL,
    "contract_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "planned_quantity" DECIMAL(7,2) NOT NULL,
    "final_quantity" DECIMAL(7,2),

    CONSTRAINT "ExtraTeachingContractTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraTeachingSummary" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "total_hours" DECIMAL(9,2) NOT NULL DEFAULT 0,
    "total_payment" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ExtraTeachingSummary_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraTeachingSummaryContract" (
    "summary_id" INTEGER NOT NULL,
    "contract_id" INTEGER NOT NULL,

    CONSTRAINT "ExtraTeachingSummaryContract_pkey" PRIMARY KEY ("summary_id","contract_id")
);

-- CreateTable
CREATE TABLE "ExternalLecturerContract" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "birth_name" TEXT NOT NULL DEFAULT '',
    "birth_date" DATE NOT NULL,
    "birth_place" TEXT NOT NULL,
    "mothers_name" TEXT NOT NULL,
    "tax_id" TEXT NOT NULL,
    "social_security_number" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "zip_code" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "county" TEXT NOT NULL DEFAULT '',
    "address_1" TEXT NOT NULL,
    "address_2" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT 'Magyarország',
    "valid_till" DATE,
    "primary_job" TEXT NOT NULL DEFAULT '',
    "retired" BOOLEAN NOT NULL DEFAULT false,
    "criminal_record_state" TEXT NOT NULL DEFAULT 'sent',
    "lays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "payment" INTEGER NOT NULL,
    "total_payment" INTEGER NOT NULL DEFAULT 0,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "original_contract_id" INTEGER,

    CONSTRAINT "ExternalLecturerContract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExternalLecturerContractTask" (
    "id" SERIAL NOT NULL,
    "contract_id" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "class_name" TEXT NOT NULL DEFAULT '',
    "hours" DECIMAL(7,2) NOT NULL,
    "location" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL DEFAULT 'theory',

    CONSTRAINT "ExternalLecturerContractTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EducationOtherContract" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "birth_name" TEXT NOT NULL DEFAULT '',
    "birth_date" DATE NOT NULL,
    "birth_place" TEXT NOT NULL DEFAULT '',
    "mothers_name" TEXT NOT NULL DEFAULT '',
    "tax_number" TEXT NOT NULL,
    "social_security_number" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "zip_code" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "county" TEXT NOT NULL DEFAULT '',
    "address_1" TEXT NOT NULL DEFAULT '',
    "address_2" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT 'Magyarország',
    "valid_till" DATE,
    "subject" TEXT NOT NULL DEFAULT '',
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "price" INTEGER NOT NULL,
    "price_unit" INTEGER NOT NULL DEFAULT 1,
    "quantity" DECIMAL(7,2) NOT NULL DEFAULT 1,
    "total_price" INTEGER NOT NULL DEFAULT 0,
    "tender_id" INTEGER,

    CONSTRAINT "EducationOtherContract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudyContract" (
    "id" INTEGER NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'scholarship',
    "name" TEXT NOT NULL,
    "birth_name" TEXT NOT NULL DEFAULT '',
    "birth_date" DATE NOT NULL,
    "birth_place" TEXT NOT NULL,
    "mothers_name" TEXT NOT NULL,
    "personnel_identification_number" TEXT NOT NULL DEFAULT '',
    "tax_number" TEXT NOT NULL,
    "social_security_number" TEXT NOT NULL DEFAULT '',
    "permanent_zip_code" TEXT NOT NULL,
    "permanent_city" TEXT NOT NULL,
    "permanent_county" TEXT NOT NULL DEFAULT '',
    "permanent_address_1" TEXT NOT NULL,
    "permanent_address_2" TEXT NOT NULL DEFAULT '',
    "permanent_country" TEXT NOT NULL DEFAULT 'Magyarország',
    "permanent_valid_till" DATE,
    "temporary_zip_code" TEXT NOT NULL DEFAULT '',
    "temporary_city" TEXT NOT NULL DEFAULT '',
    "temporary_county" TEXT NOT NULL DEFAULT '',
    "temporary_address_1" TEXT NOT NULL DEFAULT '',
    "temporary_address_2" TEXT NOT NULL DEFAULT '',
    "temporary_country" TEXT NOT NULL DEFAULT 'Magyarország',
    "temporary_valid_till" DATE,

    CONSTRAINT "StudyContract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PreliminaryExam" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "name" TEXT NOT NULL,
    "birth_name" TEXT NOT NULL DEFAULT '',
    "birth_date" DATE NOT NULL,
    "birth_place" TEXT NOT NULL,
    "mother_name" TEXT NOT NULL,
    "tax_id" TEXT NOT NULL,
    "social_security_number" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "zip_code" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "county" TEXT NOT NULL DEFAULT '',
    "address_1" TEXT NOT NULL,
    "address_2" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT 'Magyarország',
    "valid_till" DATE,
    "mail_zip_code" TEXT NOT NULL DEFAULT '',
    "mail_city" TEXT NOT NULL DEFAULT '',
    "mail_county" TEXT NOT NULL DEFAULT '',
    "mail_address_1" TEXT NOT NULL DEFAULT '',
    "mail_address_2" TEXT NOT NULL DEFAULT '',
    "mail_country" TEXT NOT NULL DEFAULT 'Magyarország',
    "mail_valid_till" DATE,
    "season" TEXT NOT NULL DEFAULT '23_24',
    "organizer_institution_id" INTEGER,
    "supervising_exam" BOOLEAN NOT NULL DEFAULT false,
    "correction_count" INTEGER NOT NULL DEFAULT 0,
    "final_correction_count" INTEGER,
    "correction_fee" INTEGER NOT NULL DEFAULT 0,
    "supervising_fee" INTEGER NOT NULL DEFAULT 0,
    "total_payment" INTEGER NOT NULL DEFAULT 0,
    "certified_at" TIMESTAMP(3),
    "certified_by_id" INTEGER,

    CONSTRAINT "PreliminaryExam_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ExtraordinaryEvent_date_idx" ON "ExtraordinaryEvent"("date");

-- CreateIndex
CREATE INDEX "RecognitionPrevious_recognition_id_idx" ON "RecognitionPrevious"("recognition_id");

-- CreateIndex
CREATE INDEX "GraduationContract_user_id_idx" ON "GraduationContract"("user_id");

-- CreateIndex
CREATE INDEX "GraduationContract_season_idx" ON "GraduationContract"("season");

-- CreateIndex
CREATE INDEX "GraduationContractTask_contract_id_idx" ON "GraduationContractTask"("contract_id");

-- CreateIndex
CREATE INDEX "ComplexExam_user_id_idx" ON "ComplexExam"("user_id");

-- CreateIndex
CREATE INDEX "ComplexExam_season_idx" ON "ComplexExam"("season");

-- CreateIndex
CREATE INDEX "ComplexExamTask_contract_id_idx" ON "ComplexExamTask"("contract_id");

-- CreateIndex
CREATE INDEX "ExtraTeachingContract_user_id_start_date_idx" ON "ExtraTeachingContract"("user_id", "start_date");

-- CreateIndex
CREATE INDEX "ExtraTeachingContractTask_contract_id_idx" ON "ExtraTeachingContractTask"("contract_id");

-- CreateIndex
CREATE INDEX "ExtraTeachingSummary_user_id_year_month_idx" ON "ExtraTeachingSummary"("user_id", "year", "month");

-- CreateIndex
CREATE INDEX "ExtraTeachingSummaryContract_contract_id_idx" ON "ExtraTeachingSummaryContract"("contract_id");

-- CreateIndex
CREATE INDEX "ExternalLecturerContract_original_contract_id_idx" ON "ExternalLecturerContract"("original_contract_id");

-- CreateIndex
CREATE INDEX "ExternalLecturerContractTask_contract_id_idx" ON "ExternalLecturerContractTask"("contract_id");

-- CreateIndex
CREATE INDEX "EducationOtherContract_tender_id_idx" ON "EducationOtherContract"("tender_id");

-- CreateIndex
CREATE INDEX "PreliminaryExam_user_id_idx" ON "PreliminaryExam"("user_id");

-- CreateIndex
CREATE INDEX "PreliminaryExam_organizer_institution_id_idx" ON "PreliminaryExam"("organizer_institution_id");

-- AddForeignKey
ALTER TABLE "ExtraordinaryEvent" ADD CONSTRAINT "ExtraordinaryEvent_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraordinaryOrdainment" ADD CONSTRAINT "ExtraordinaryOrdainment_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recognition" ADD CONSTRAINT "Recognition_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecognitionPrevious" ADD CONSTRAINT "RecognitionPrevious_recognition_id_fkey" FOREIGN KEY ("recognition_id") REFERENCES "Recognition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GraduationContract" ADD CONSTRAINT "GraduationContract_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GraduationContract" ADD CONSTRAINT "GraduationContract_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GraduationContract" ADD CONSTRAINT "GraduationContract_certified_by_id_fkey" FOREIGN KEY ("certified_by_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GraduationContractTask" ADD CONSTRAINT "GraduationContractTask_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "GraduationContract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplexExam" ADD CONSTRAINT "ComplexExam_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplexExam" ADD CONSTRAINT "ComplexExam_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplexExam" ADD CONSTRAINT "ComplexExam_certified_by_id_fkey" FOREIGN KEY ("certified_by_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplexExamTask" ADD CONSTRAINT "ComplexExamTask_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "ComplexExam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingContract" ADD CONSTRAINT "ExtraTeachingContract_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingContract" ADD CONSTRAINT "ExtraTeachingContract_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingContractTask" ADD CONSTRAINT "ExtraTeachingContractTask_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "ExtraTeachingContract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingSummary" ADD CONSTRAINT "ExtraTeachingSummary_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingSummary" ADD CONSTRAINT "ExtraTeachingSummary_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingSummaryContract" ADD CONSTRAINT "ExtraTeachingSummaryContract_summary_id_fkey" FOREIGN KEY ("summary_id") REFERENCES "ExtraTeachingSummary"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingSummaryContract" ADD CONSTRAINT "ExtraTeachingSummaryContract_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "ExtraTeachingContract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalLecturerContract" ADD CONSTRAINT "ExternalLecturerContract_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalLecturerContract" ADD CONSTRAINT "ExternalLecturerContract_original_contract_id_fkey" FOREIGN KEY ("original_contract_id") REFERENCES "ExternalLecturerContract"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalLecturerContractTask" ADD CONSTRAINT "ExternalLecturerContractTask_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "ExternalLecturerContract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EducationOtherContract" ADD CONSTRAINT "EducationOtherContract_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EducationOtherContract" ADD CONSTRAINT "EducationOtherContract_tender_id_fkey" FOREIGN KEY ("tender_id") REFERENCES "Tender"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudyContract" ADD CONSTRAINT "StudyContract_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PreliminaryExam" ADD CONSTRAINT "PreliminaryExam_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PreliminaryExam" ADD CONSTRAINT "PreliminaryExam_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PreliminaryExam" ADD CONSTRAINT "PreliminaryExam_organizer_institution_id_fkey" FOREIGN KEY ("organizer_institution_id") REFERENCES "Institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PreliminaryExam" ADD CONSTRAINT "PreliminaryExam_certified_by_id_fkey" FOREIGN KEY ("certified_by_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
