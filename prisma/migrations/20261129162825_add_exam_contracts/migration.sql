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
