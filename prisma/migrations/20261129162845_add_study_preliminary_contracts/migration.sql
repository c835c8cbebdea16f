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
CREATE INDEX "PreliminaryExam_user_id_idx" ON "PreliminaryExam"("user_id");

-- CreateIndex
CREATE INDEX "PreliminaryExam_organizer_institution_id_idx" ON "PreliminaryExam"("organizer_institution_id");

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
