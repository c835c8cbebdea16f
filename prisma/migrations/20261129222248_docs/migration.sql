-- CreateTable
CREATE TABLE "DocumentEntry" (
    "id" SERIAL NOT NULL,
    "library" TEXT NOT NULL,
    "institution_id" INTEGER,
    "owner_id" INTEGER,
    "parent_id" INTEGER,
    "name" VARCHAR(200) NOT NULL,
    "is_folder" BOOLEAN NOT NULL,
    "read_only" BOOLEAN NOT NULL DEFAULT false,
    "descendants_can_see" BOOLEAN NOT NULL DEFAULT true,
    "creator_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentVersion" (
    "id" SERIAL NOT NULL,
    "entry_id" INTEGER NOT NULL,
    "file_name" TEXT NOT NULL,
    "file_key" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "creator_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentLibraryStart" (
    "institution_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentLibraryStart_pkey" PRIMARY KEY ("institution_id")
);

-- CreateIndex
CREATE INDEX "DocumentEntry_library_institution_id_parent_id_idx" ON "DocumentEntry"("library", "institution_id", "parent_id");

-- CreateIndex
CREATE INDEX "DocumentEntry_library_owner_id_idx" ON "DocumentEntry"("library", "owner_id");

-- CreateIndex
CREATE INDEX "DocumentEntry_parent_id_idx" ON "DocumentEntry"("parent_id");

-- CreateIndex
CREATE UNIQUE INDEX "DocumentVersion_file_key_key" ON "DocumentVersion"("file_key");

-- CreateIndex
CREATE INDEX "DocumentVersion_entry_id_idx" ON "DocumentVersion"("entry_id");

-- AddForeignKey
ALTER TABLE "DocumentEntry" ADD CONSTRAINT "DocumentEntry_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentEntry" ADD CONSTRAINT "DocumentEntry_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentEntry" ADD CONSTRAINT "DocumentEntry_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "DocumentEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentEntry" ADD CONSTRAINT "DocumentEntry_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentVersion" ADD CONSTRAINT "DocumentVersion_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "DocumentEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentVersion" ADD CONSTRAINT "DocumentVersion_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentLibraryStart" ADD CONSTRAINT "DocumentLibraryStart_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE CASCADE ON UPDATE CASCADE;
