-- The addresses become the address groups of the kit (000 §3) under column prefixes. A text written
-- as the seeds and the old forms wrote it, 4001 Debrecen, Pf. 12., is split into zip code, city and
-- address_1, any other text moves whole into address_1, so no data is lost.
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
UPDATE "Rent" SET
  "address_zip_code" = coalesce(substring("address" from '^(\d{4}) [^,]+, '), ''), "address_city" = coalesce(substring("address" from '^\d{4} ([^,]+), '), ''), "address_address_1" = regexp_replace("address", '^\d{4} [^,]+, ', ''),
  "mailing_zip_code" = coalesce(substring("mailing_address" from '^(\d{4}) [^,]+, '), ''), "mailing_city" = coalesce(substring("mailing_address" from '^\d{4} ([^,]+), '), ''), "mailing_address_1" = regexp_replace("mailing_address", '^\d{4} [^,]+, ', '');
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
UPDATE "RoomBooking" SET
  "address_zip_code" = coalesce(substring("address" from '^(\d{4}) [^,]+, '), ''), "address_city" = coalesce(substring("address" from '^\d{4} ([^,]+), '), ''), "address_address_1" = regexp_replace("address", '^\d{4} [^,]+, ', ''),
  "seat_zip_code" = coalesce(substring("seat_address" from '^(\d{4}) [^,]+, '), ''), "seat_city" = coalesce(substring("seat_address" from '^\d{4} ([^,]+), '), ''), "seat_address_1" = regexp_replace("seat_address", '^\d{4} [^,]+, ', ''),
  "mailing_zip_code" = coalesce(substring("mailing_address" from '^(\d{4}) [^,]+, '), ''), "mailing_city" = coalesce(substring("mailing_address" from '^\d{4} ([^,]+), '), ''), "mailing_address_1" = regexp_replace("mailing_address", '^\d{4} [^,]+, ', '');
ALTER TABLE "RoomBooking" DROP COLUMN "address", DROP COLUMN "seat_address", DROP COLUMN "mailing_address";
