-- CreateTable
CREATE TABLE "Room" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "building" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "area" DECIMAL(10,2),
    "inner_height" DECIMAL(6,2),
    "capacity" INTEGER,
    "floor_type" INTEGER,
    "floor_condition" TEXT NOT NULL DEFAULT '',
    "floor" INTEGER,
    "is_for_disabled" BOOLEAN NOT NULL DEFAULT false,
    "room_number" TEXT NOT NULL DEFAULT '',
    "category" INTEGER,
    "unit_code" TEXT NOT NULL DEFAULT '',
    "managed_by_school_district" BOOLEAN NOT NULL DEFAULT false,
    "search_text" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Room_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Room_institution_id_idx" ON "Room"("institution_id");

-- CreateIndex
CREATE INDEX "Room_search_text_idx" ON "Room" USING GIN ("search_text" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "Room" ADD CONSTRAINT "Room_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
