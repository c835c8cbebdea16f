-- The absence month grid (naptar/) reads the absences and day offs touching a month: a GiST
-- index on the period as a range finds them directly (the btree on (end_date, start_date) reads
-- every period ending after the month starts, most of a year's).
CREATE INDEX "Absence_period_idx" ON "Absence" USING GIST (daterange("start_date", "end_date", '[]'));
CREATE INDEX "DayOff_period_idx" ON "DayOff" USING GIST (daterange("start_date", "end_date", '[]'));
