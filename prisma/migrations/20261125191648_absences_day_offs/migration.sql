-- CreateTable
CREATE TABLE "Absence" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "reason" INTEGER NOT NULL,
    "substitute_id" INTEGER,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "day_off_id" INTEGER,

    CONSTRAINT "Absence_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DayOff" (
    "id" INTEGER NOT NULL,
    "employment_id" INTEGER NOT NULL,
    "absence_reason" INTEGER NOT NULL DEFAULT 1,
    "reason" TEXT NOT NULL DEFAULT '',
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "substitute_id" INTEGER,

    CONSTRAINT "DayOff_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Absence_user_id_start_date_idx" ON "Absence"("user_id", "start_date");

-- CreateIndex
CREATE INDEX "Absence_end_date_start_date_idx" ON "Absence"("end_date", "start_date");

-- CreateIndex
CREATE INDEX "Absence_day_off_id_idx" ON "Absence"("day_off_id");

-- CreateIndex
CREATE INDEX "DayOff_employment_id_start_date_idx" ON "DayOff"("employment_id", "start_date");

-- CreateIndex
CREATE INDEX "DayOff_end_date_start_date_idx" ON "DayOff"("end_date", "start_date");

-- AddForeignKey
ALTER TABLE "Absence" ADD CONSTRAINT "Absence_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Absence" ADD CONSTRAINT "Absence_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Absence" ADD CONSTRAINT "Absence_substitute_id_fkey" FOREIGN KEY ("substitute_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Absence" ADD CONSTRAINT "Absence_day_off_id_fkey" FOREIGN KEY ("day_off_id") REFERENCES "DayOff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DayOff" ADD CONSTRAINT "DayOff_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DayOff" ADD CONSTRAINT "DayOff_employment_id_fkey" FOREIGN KEY ("employment_id") REFERENCES "Employment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DayOff" ADD CONSTRAINT "DayOff_substitute_id_fkey" FOREIGN KEY ("substitute_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
