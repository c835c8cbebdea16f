-- CreateTable
CREATE TABLE "CommuteRecord" (
    "id" SERIAL NOT NULL,
    "employment_id" INTEGER NOT NULL,
    "commute_info_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "towards" BOOLEAN NOT NULL DEFAULT true,
    "backwards" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "CommuteRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommutePassValidity" (
    "id" SERIAL NOT NULL,
    "employment_id" INTEGER NOT NULL,
    "commute_info_id" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "cost" INTEGER NOT NULL,

    CONSTRAINT "CommutePassValidity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommuteMonth" (
    "id" SERIAL NOT NULL,
    "employment_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "homecoming_type" INTEGER,
    "homecoming_trips" INTEGER NOT NULL DEFAULT 0,
    "homecoming_distance" DECIMAL(8,1) NOT NULL DEFAULT 0,
    "homecoming_cost" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommuteMonth_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommuteExport" (
    "id" SERIAL NOT NULL,
    "employment_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "items" JSONB NOT NULL DEFAULT '[]',
    "total_amount" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_id" INTEGER NOT NULL,

    CONSTRAINT "CommuteExport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommuteVerification" (
    "id" INTEGER NOT NULL,
    "employment_id" INTEGER NOT NULL,

    CONSTRAINT "CommuteVerification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommuteVerificationInfo" (
    "id" SERIAL NOT NULL,
    "verification_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "institution_id" INTEGER NOT NULL,
    "mileage_towards" DECIMAL(8,1) NOT NULL DEFAULT 0,
    "mileage_backwards" DECIMAL(8,1) NOT NULL DEFAULT 0,
    "towards_backwards_is_same" BOOLEAN NOT NULL DEFAULT true,
    "type" INTEGER NOT NULL,
    "monthly_cost" INTEGER,
    "sap_code" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "CommuteVerificationInfo_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CommuteRecord_commute_info_id_idx" ON "CommuteRecord"("commute_info_id");

-- CreateIndex
CREATE UNIQUE INDEX "CommuteRecord_employment_id_date_commute_info_id_key" ON "CommuteRecord"("employment_id", "date", "commute_info_id");

-- CreateIndex
CREATE INDEX "CommutePassValidity_employment_id_start_date_idx" ON "CommutePassValidity"("employment_id", "start_date");

-- CreateIndex
CREATE INDEX "CommutePassValidity_commute_info_id_idx" ON "CommutePassValidity"("commute_info_id");

-- CreateIndex
CREATE UNIQUE INDEX "CommuteMonth_employment_id_year_month_key" ON "CommuteMonth"("employment_id", "year", "month");

-- CreateIndex
CREATE INDEX "CommuteExport_year_month_idx" ON "CommuteExport"("year", "month");

-- CreateIndex
CREATE INDEX "CommuteExport_created_by_id_idx" ON "CommuteExport"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "CommuteExport_employment_id_year_month_key" ON "CommuteExport"("employment_id", "year", "month");

-- CreateIndex
CREATE INDEX "CommuteVerification_employment_id_idx" ON "CommuteVerification"("employment_id");

-- CreateIndex
CREATE INDEX "CommuteVerificationInfo_verification_id_idx" ON "CommuteVerificationInfo"("verification_id");

-- CreateIndex
CREATE INDEX "CommuteVerificationInfo_institution_id_idx" ON "CommuteVerificationInfo"("institution_id");

-- AddForeignKey
ALTER TABLE "CommuteRecord" ADD CONSTRAINT "CommuteRecord_employment_id_fkey" FOREIGN KEY ("employment_id") REFERENCES "Employment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommuteRecord" ADD CONSTRAINT "CommuteRecord_commute_info_id_fkey" FOREIGN KEY ("commute_info_id") REFERENCES "CommuteInfo"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommutePassValidity" ADD CONSTRAINT "CommutePassValidity_employment_id_fkey" FOREIGN KEY ("employment_id") REFERENCES "Employment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommutePassValidity" ADD CONSTRAINT "CommutePassValidity_commute_info_id_fkey" FOREIGN KEY ("commute_info_id") REFERENCES "CommuteInfo"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommuteMonth" ADD CONSTRAINT "CommuteMonth_employment_id_fkey" FOREIGN KEY ("employment_id") REFERENCES "Employment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommuteExport" ADD CONSTRAINT "CommuteExport_employment_id_fkey" FOREIGN KEY ("employment_id") REFERENCES "Employment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommuteExport" ADD CONSTRAINT "CommuteExport_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommuteVerification" ADD CONSTRAINT "CommuteVerification_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommuteVerification" ADD CONSTRAINT "CommuteVerification_employment_id_fkey" FOREIGN KEY ("employment_id") REFERENCES "Employment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommuteVerificationInfo" ADD CONSTRAINT "CommuteVerificationInfo_verification_id_fkey" FOREIGN KEY ("verification_id") REFERENCES "CommuteVerification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommuteVerificationInfo" ADD CONSTRAINT "CommuteVerificationInfo_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
