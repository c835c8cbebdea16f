-- The addresses become the address groups of the kit (000 §3) under column prefixes, the old text
-- moves into the address_1 of each group, so no data is lost.
ALTER TABLE "Rent" ADD COLUMN     "address_address_1" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "address_address_2" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "address_city" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "address_country" TEXT NOT NULL DEFAULT 'Magyarország',
ADD COLUMN     "address_county" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "address_valid_till" DATE,
ADD COLUMN     "address_zip_code" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "mailing_address_1" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "mailing_address_2" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "mailing_city" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "mailing_country" TEXT NOT NULL DEFAULT 'Magyarország',
ADD COLUMN     "mailing_county" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "mailing_valid_till" DATE,
ADD COLUMN     "mailing_zip_code" TEXT NOT NULL DEFAULT '';
UPDATE "Rent" SET "address_address_1" = "address", "mailing_address_1" = "mailing_address";
ALTER TABLE "Rent" DROP COLUMN "address", DROP COLUMN "mailing_address";

ALTER TABLE "RoomBooking" ADD COLUMN     "address_address_1" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "address_address_2" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "address_city" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "address_country" TEXT NOT NULL DEFAULT 'Magyarország',
ADD COLUMN     "address_county" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "address_valid_till" DATE,
ADD COLUMN     "address_zip_code" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "mailing_address_1" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "mailing_address_2" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "mailing_city" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "mailing_country" TEXT NOT NULL DEFAULT 'Magyarország',
ADD COLUMN     "mailing_county" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "mailing_valid_till" DATE,
ADD COLUMN     "mailing_zip_code" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "seat_address_1" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "seat_address_2" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "seat_city" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "seat_country" TEXT NOT NULL DEFAULT 'Magyarország',
ADD COLUMN     "seat_county" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "seat_valid_till" DATE,
ADD COLUMN     "seat_zip_code" TEXT NOT NULL DEFAULT '';
UPDATE "RoomBooking" SET "address_address_1" = "address", "seat_address_1" = "seat_address", "mailing_address_1" = "mailing_address";
ALTER TABLE "RoomBooking" DROP COLUMN "address", DROP COLUMN "seat_address", DROP COLUMN "mailing_address";
