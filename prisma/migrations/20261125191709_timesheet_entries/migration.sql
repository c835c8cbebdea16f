-- CreateTable
CREATE TABLE "TimesheetEntry" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "start_date" TIMESTAMPTZ(6) NOT NULL,
    "end_date" TIMESTAMPTZ(6),
    "updated_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "TimesheetEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TimesheetEntry_user_id_start_date_idx" ON "TimesheetEntry"("user_id", "start_date");

-- CreateIndex
CREATE INDEX "TimesheetEntry_start_date_idx" ON "TimesheetEntry"("start_date");

-- CreateIndex
CREATE INDEX "TimesheetEntry_updated_by_id_idx" ON "TimesheetEntry"("updated_by_id");

-- AddForeignKey
ALTER TABLE "TimesheetEntry" ADD CONSTRAINT "TimesheetEntry_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimesheetEntry" ADD CONSTRAINT "TimesheetEntry_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- At most one open period (no end yet) per person: two simultaneous starts cannot both succeed
CREATE UNIQUE INDEX "TimesheetEntry_one_open_per_user" ON "TimesheetEntry"("user_id") WHERE "end_date" IS NULL;

-- A period ends after it starts
ALTER TABLE "TimesheetEntry" ADD CONSTRAINT "TimesheetEntry_end_after_start" CHECK ("end_date" IS NULL OR "end_date" > "start_date");
