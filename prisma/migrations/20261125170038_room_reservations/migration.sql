-- CreateTable
CREATE TABLE "RoomReservation" (
    "id" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "start_time" TIMESTAMPTZ(6) NOT NULL,
    "end_time" TIMESTAMPTZ(6) NOT NULL,
    "room_id" INTEGER NOT NULL,
    "participants" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "RoomReservation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RoomReservation_room_id_idx" ON "RoomReservation"("room_id");

-- AddForeignKey
ALTER TABLE "RoomReservation" ADD CONSTRAINT "RoomReservation_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoomReservation" ADD CONSTRAINT "RoomReservation_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "Room"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Overlap lookups (free rooms, the clash check) look for periods: a GiST index on the period as a range
CREATE INDEX "RoomReservation_period_idx" ON "RoomReservation" USING GIST (tstzrange("start_time", "end_time"));

-- A reservation ends after it starts (the input refuses it first, with a message)
ALTER TABLE "RoomReservation" ADD CONSTRAINT "RoomReservation_period_check" CHECK ("end_time" > "start_time");
