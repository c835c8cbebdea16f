-- CreateTable
CREATE TABLE "UtilityMeter" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "provider" TEXT NOT NULL DEFAULT '',
    "utility_type" INTEGER NOT NULL,
    "read_date" DATE,
    "reference_number" TEXT NOT NULL DEFAULT '',
    "pod" TEXT NOT NULL DEFAULT '',
    "zip_code" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "county" TEXT NOT NULL DEFAULT '',
    "address_1" TEXT NOT NULL DEFAULT '',
    "address_2" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT '',
    "valid_till" DATE,
    "note" TEXT NOT NULL DEFAULT '',
    "meter_type" TEXT NOT NULL DEFAULT 'main',
    "is_bidirectional_meter" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'active',
    "closed_at" DATE,
    "search_text" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "UtilityMeter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UtilityMeterReport" (
    "id" SERIAL NOT NULL,
    "meter_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "value" DECIMAL(14,3) NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "recorded_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UtilityMeterReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ErrorReport" (
    "id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "category" INTEGER NOT NULL,
    "completion_place" TEXT NOT NULL DEFAULT '',
    "prior_estimate" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "verified_at" TIMESTAMPTZ(6),
    "commitment_id" INTEGER,

    CONSTRAINT "ErrorReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "UtilityMeter_institution_id_idx" ON "UtilityMeter"("institution_id");

-- CreateIndex
CREATE INDEX "UtilityMeter_search_text_idx" ON "UtilityMeter" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "UtilityMeterReport_meter_id_date_key" ON "UtilityMeterReport"("meter_id", "date");

-- CreateIndex
CREATE UNIQUE INDEX "ErrorReport_commitment_id_key" ON "ErrorReport"("commitment_id");

-- AddForeignKey
ALTER TABLE "UtilityMeter" ADD CONSTRAINT "UtilityMeter_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UtilityMeterReport" ADD CONSTRAINT "UtilityMeterReport_meter_id_fkey" FOREIGN KEY ("meter_id") REFERENCES "UtilityMeter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UtilityMeterReport" ADD CONSTRAINT "UtilityMeterReport_recorded_by_id_fkey" FOREIGN KEY ("recorded_by_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ErrorReport" ADD CONSTRAINT "ErrorReport_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ErrorReport" ADD CONSTRAINT "ErrorReport_commitment_id_fkey" FOREIGN KEY ("commitment_id") REFERENCES "Case"("id") ON DELETE SET NULL ON UPDATE CASCADE;
