-- The calendar month (workflow/calendar.ts) walks the records starting in the month by (start, id);
-- the (end, start) indexes it read before serve nothing else (free slots use the GiST period index).

-- DropIndex
DROP INDEX "RoomReservation_end_time_start_time_idx";

-- DropIndex
DROP INDEX "CarBooking_end_date_start_date_idx";

-- CreateIndex
CREATE INDEX "RoomReservation_start_time_id_idx" ON "RoomReservation"("start_time", "id");

-- CreateIndex
CREATE INDEX "CarBooking_start_date_id_idx" ON "CarBooking"("start_date", "id");
