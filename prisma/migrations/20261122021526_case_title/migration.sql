-- AlterTable
ALTER TABLE "Case" ADD COLUMN     "title" TEXT NOT NULL DEFAULT '';
