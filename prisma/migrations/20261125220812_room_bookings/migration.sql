-- CreateTable
CREATE TABLE "RoomBooking" (
    "id" INTEGER NOT NULL,
    "source_contract_id" INTEGER,
    "rooms" INTEGER[],
    "name" TEXT NOT NULL,
    "short_company_name" TEXT NOT NULL DEFAULT '',
    "goal" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "required_attachment_types" INTEGER[],
    "address" TEXT NOT NULL DEFAULT '',
    "seat_address" TEXT NOT NULL DEFAULT '',
    "mailing_address" TEXT NOT NULL,
    "mothers_name" TEXT NOT NULL DEFAULT '',
    "birth_date" DATE,
    "birth_place" TEXT NOT NULL DEFAULT '',
    "company_registration_number" TEXT NOT NULL DEFAULT '',
    "registration_number" TEXT NOT NULL DEFAULT '',
    "tax_number" TEXT NOT NULL DEFAULT '',
    "score_number" TEXT NOT NULL DEFAULT '',
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "representative" TEXT NOT NULL DEFAULT '',
    "representative_position" TEXT NOT NULL DEFAULT '',
    "contact_name" TEXT NOT NULL DEFAULT '',
    "contact_role" TEXT NOT NULL DEFAULT '',
    "contact_email" TEXT NOT NULL DEFAULT '',
    "contact_phone" TEXT NOT NULL DEFAULT '',
    "contact_personal_id" TEXT NOT NULL DEFAULT '',
    "payment_type" INTEGER,
    "price_workday" INTEGER NOT NULL DEFAULT 0,
    "price_weekend" INTEGER NOT NULL DEFAULT 0,
    "price_unit" INTEGER,
    "total_price" DECIMAL(15,0) NOT NULL DEFAULT 0,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'one_time',
    "time_period" TEXT NOT NULL DEFAULT '',
    "service_scope" TEXT NOT NULL DEFAULT '',
    "flowmeter" TEXT NOT NULL DEFAULT '',
    "other_conditions" TEXT NOT NULL DEFAULT '',
    "modification_note" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "RoomBooking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RoomBookingOccasion" (
    "id" SERIAL NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'one_time',
    "date" DATE,
    "day_of_the_week" INTEGER,
    "start_time" TEXT NOT NULL DEFAULT '08:00',
    "end_time" TEXT NOT NULL DEFAULT '08:00',

    CONSTRAINT "RoomBookingOccasion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RoomBookingSlot" (
    "id" SERIAL NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "room_id" INTEGER NOT NULL,
    "start_time" TIMESTAMPTZ(6) NOT NULL,
    "end_time" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "RoomBookingSlot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RoomBooking_end_date_start_date_idx" ON "RoomBooking"("end_date", "start_date");

-- CreateIndex
CREATE INDEX "RoomBookingOccasion_booking_id_idx" ON "RoomBookingOccasion"("booking_id");

-- CreateIndex
CREATE INDEX "RoomBookingSlot_booking_id_idx" ON "RoomBookingSlot"("booking_id");

-- CreateIndex
CREATE INDEX "RoomBookingSlot_room_id_idx" ON "RoomBookingSlot"("room_id");

-- AddForeignKey
ALTER TABLE "RoomBooking" ADD CONSTRAINT "RoomBooking_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoomBooking" ADD CONSTRAINT "RoomBooking_source_contract_id_fkey" FOREIGN KEY ("source_contract_id") REFERENCES "LibraryContract"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoomBookingOccasion" ADD CONSTRAINT "RoomBookingOccasion_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "RoomBooking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoomBookingSlot" ADD CONSTRAINT "RoomBookingSlot_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "RoomBooking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoomBookingSlot" ADD CONSTRAINT "RoomBookingSlot_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "Room"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Overlap lookups (the clash checks of bookings and reservations, free rooms) look for periods: a GiST index on the period as a range
CREATE INDEX "RoomBookingSlot_period_idx" ON "RoomBookingSlot" USING GIST (tstzrange("start_time", "end_time"));

-- A held period ends after it starts (the occasion rules refuse it first, with a message)
ALTER TABLE "RoomBookingSlot" ADD CONSTRAINT "RoomBookingSlot_period_check" CHECK ("end_time" > "start_time");
