-- CreateIndex
CREATE INDEX "RoomReservation_end_time_start_time_idx" ON "RoomReservation"("end_time", "start_time");
