-- AlterTable
ALTER TABLE "Flow" ADD COLUMN     "allow_same_decider" BOOLEAN NOT NULL DEFAULT false;
