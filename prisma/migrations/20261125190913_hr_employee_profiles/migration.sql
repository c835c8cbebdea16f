-- AlterTable
ALTER TABLE "Employment" ADD COLUMN     "default_commute_info_id" INTEGER,
ADD COLUMN     "multiple_commute_infos_per_trip" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "EmployeeProfile" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "nationality" TEXT NOT NULL DEFAULT '',
    "id_card_number" TEXT NOT NULL DEFAULT '',
    "birth_name" TEXT NOT NULL DEFAULT '',
    "birth_place" TEXT NOT NULL DEFAULT '',
    "mothers_name" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "residence_card_number" TEXT NOT NULL DEFAULT '',
    "social_security_number" TEXT NOT NULL DEFAULT '',
    "children" JSONB NOT NULL DEFAULT '[]',
    "disability_name" TEXT NOT NULL DEFAULT '',
    "disability_since" DATE,
    "allowed_to_work_after_retirement_since" DATE,
    "allowed_to_work_after_retirement_number" TEXT NOT NULL DEFAULT '',
    "verification_document" TEXT NOT NULL DEFAULT '',
    "criminal_record_code" TEXT NOT NULL DEFAULT '',
    "criminal_record_date" DATE,
    "criminal_record_place" TEXT NOT NULL DEFAULT '',
    "criminal_record_issuer" TEXT NOT NULL DEFAULT '',
    "classification" INTEGER,
    "homecoming_type" INTEGER,
    "homecoming_cost" INTEGER,
    "homecoming_distance" DECIMAL(8,1),
    "car_km_price" DECIMAL(8,2),
    "manager_id" INTEGER,
    "qualifications" JSONB NOT NULL DEFAULT '[]',
    "search_text" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "EmployeeProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommuteInfo" (
    "id" SERIAL NOT NULL,
    "employment_id" INTEGER NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "mileage_towards" DECIMAL(8,1) NOT NULL DEFAULT 0,
    "mileage_backwards" DECIMAL(8,1) NOT NULL DEFAULT 0,
    "towards_backwards_is_same" BOOLEAN NOT NULL DEFAULT true,
    "type" INTEGER NOT NULL,
    "monthly_cost" INTEGER,
    "sap_code" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "CommuteInfo_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmployeeProfile_user_id_key" ON "EmployeeProfile"("user_id");

-- CreateIndex
CREATE INDEX "EmployeeProfile_manager_id_idx" ON "EmployeeProfile"("manager_id");

-- CreateIndex
CREATE INDEX "EmployeeProfile_search_text_idx" ON "EmployeeProfile" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "CommuteInfo_employment_id_idx" ON "CommuteInfo"("employment_id");

-- CreateIndex
CREATE INDEX "CommuteInfo_institution_id_idx" ON "CommuteInfo"("institution_id");

-- AddForeignKey
ALTER TABLE "EmployeeProfile" ADD CONSTRAINT "EmployeeProfile_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeProfile" ADD CONSTRAINT "EmployeeProfile_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeProfile" ADD CONSTRAINT "EmployeeProfile_manager_id_fkey" FOREIGN KEY ("manager_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommuteInfo" ADD CONSTRAINT "CommuteInfo_employment_id_fkey" FOREIGN KEY ("employment_id") REFERENCES "Employment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommuteInfo" ADD CONSTRAINT "CommuteInfo_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
