-- AlterTable
ALTER TABLE "RequestForm" ADD COLUMN     "description" TEXT NOT NULL DEFAULT '';
