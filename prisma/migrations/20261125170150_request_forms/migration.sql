-- AlterTable
ALTER TABLE "Case" ADD COLUMN     "permission" TEXT;

-- CreateTable
CREATE TABLE "RequestForm" (
    "id" INTEGER NOT NULL,
    "module" TEXT NOT NULL,
    "type" INTEGER NOT NULL,

    CONSTRAINT "RequestForm_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "RequestForm" ADD CONSTRAINT "RequestForm_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;
