-- CreateTable
CREATE TABLE "LibraryContract" (
    "id" SERIAL NOT NULL,
    "reference_number" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "school_can_see" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LibraryContract_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LibraryContract_institution_id_idx" ON "LibraryContract"("institution_id");

-- AddForeignKey
ALTER TABLE "LibraryContract" ADD CONSTRAINT "LibraryContract_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
