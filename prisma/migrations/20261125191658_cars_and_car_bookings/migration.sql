-- CreateTable
CREATE TABLE "Car" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "plate_number" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT '',
    "person_count" INTEGER,
    "power" INTEGER,
    "fuel_type" INTEGER,
    "all_can_see" BOOLEAN NOT NULL DEFAULT false,
    "refuel_accounting" TEXT NOT NULL DEFAULT 'milometer',
    "mot_test_valid_till" DATE,
    "highway_sticker" DATE,
    "search_text" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Car_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CarRefuel" (
    "id" SERIAL NOT NULL,
    "car_id" INTEGER NOT NULL,
    "time_point" TIMESTAMPTZ(6) NOT NULL,
    "cost" DECIMAL(14,2) NOT NULL,
    "meter_value" DECIMAL(12,1),

    CONSTRAINT "CarRefuel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CarBooking" (
    "id" INTEGER NOT NULL,
    "car_id" INTEGER NOT NULL,
    "start_date" TIMESTAMPTZ(6) NOT NULL,
    "end_date" TIMESTAMPTZ(6) NOT NULL,
    "travel_path" TEXT NOT NULL,
    "purpose" TEXT NOT NULL DEFAULT '',
    "driver" TEXT NOT NULL,
    "person_count" INTEGER,
    "contact_name" TEXT NOT NULL DEFAULT '',
    "contact_contact" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "CarBooking_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Car_institution_id_idx" ON "Car"("institution_id");

-- CreateIndex
CREATE INDEX "Car_all_can_see_idx" ON "Car"("all_can_see");

-- CreateIndex
CREATE INDEX "Car_search_text_idx" ON "Car" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "CarRefuel_car_id_idx" ON "CarRefuel"("car_id");

-- CreateIndex
CREATE INDEX "CarBooking_car_id_idx" ON "CarBooking"("car_id");

-- CreateIndex
CREATE INDEX "CarBooking_end_date_start_date_idx" ON "CarBooking"("end_date", "start_date");

-- AddForeignKey
ALTER TABLE "Car" ADD CONSTRAINT "Car_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CarRefuel" ADD CONSTRAINT "CarRefuel_car_id_fkey" FOREIGN KEY ("car_id") REFERENCES "Car"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CarBooking" ADD CONSTRAINT "CarBooking_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CarBooking" ADD CONSTRAINT "CarBooking_car_id_fkey" FOREIGN KEY ("car_id") REFERENCES "Car"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Overlap lookups (free cars, the clash check) look for periods: a GiST index on the period as a range
CREATE INDEX "CarBooking_period_idx" ON "CarBooking" USING GIST (tstzrange("start_date", "end_date"));

-- A booking ends after it starts (the input refuses it first, with a message)
ALTER TABLE "CarBooking" ADD CONSTRAINT "CarBooking_period_check" CHECK ("end_date" > "start_date");
