-- CreateTable
CREATE TABLE "BusRental" (
    "id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "travel_goal" TEXT NOT NULL,
    "pickup_place" TEXT NOT NULL,
    "pickup_date" DATE NOT NULL,
    "return_date" DATE NOT NULL,
    "person_count" INTEGER NOT NULL,

    CONSTRAINT "BusRental_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusRentalTravel" (
    "id" SERIAL NOT NULL,
    "bus_rental_id" INTEGER NOT NULL,
    "from" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "departure" TIMESTAMPTZ(6) NOT NULL,
    "person_count" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "BusRentalTravel_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BusRental_pickup_date_idx" ON "BusRental"("pickup_date");

-- CreateIndex
CREATE INDEX "BusRentalTravel_bus_rental_id_idx" ON "BusRentalTravel"("bus_rental_id");

-- AddForeignKey
ALTER TABLE "BusRental" ADD CONSTRAINT "BusRental_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusRentalTravel" ADD CONSTRAINT "BusRentalTravel_bus_rental_id_fkey" FOREIGN KEY ("bus_rental_id") REFERENCES "BusRental"("id") ON DELETE CASCADE ON UPDATE CASCADE;
