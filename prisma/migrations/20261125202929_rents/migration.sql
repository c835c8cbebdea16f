-- CreateTable
CREATE TABLE "Rent" (
    "id" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL DEFAULT '',
    "mailing_address" TEXT NOT NULL,
    "representative" TEXT NOT NULL DEFAULT '',
    "price" INTEGER NOT NULL DEFAULT 0,
    "price_unit" INTEGER,
    "total_price" DECIMAL(15,0) NOT NULL DEFAULT 0,

    CONSTRAINT "Rent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RentOccasion" (
    "id" SERIAL NOT NULL,
    "rent_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'one_time',
    "date" DATE,
    "day_of_the_week" INTEGER,
    "start_time" TEXT NOT NULL DEFAULT '08:00',
    "end_time" TEXT NOT NULL DEFAULT '08:00',

    CONSTRAINT "RentOccasion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Rent_start_date_idx" ON "Rent"("start_date");

-- CreateIndex
CREATE INDEX "RentOccasion_rent_id_idx" ON "RentOccasion"("rent_id");

-- AddForeignKey
ALTER TABLE "Rent" ADD CONSTRAINT "Rent_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RentOccasion" ADD CONSTRAINT "RentOccasion_rent_id_fkey" FOREIGN KEY ("rent_id") REFERENCES "Rent"("id") ON DELETE CASCADE ON UPDATE CASCADE;
