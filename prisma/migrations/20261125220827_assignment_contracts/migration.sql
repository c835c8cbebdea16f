-- CreateTable
CREATE TABLE "AssignmentContract" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "name" TEXT NOT NULL,
    "birth_name" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "birth_place" TEXT NOT NULL DEFAULT '',
    "birth_date" DATE,
    "mothers_name" TEXT NOT NULL DEFAULT '',
    "tax_id" TEXT NOT NULL DEFAULT '',
    "social_security_number" TEXT NOT NULL DEFAULT '',
    "primary_job_name" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "open_ended" BOOLEAN NOT NULL DEFAULT false,
    "start_date" DATE NOT NULL,
    "end_date" DATE,

    CONSTRAINT "AssignmentContract_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AssignmentContract_user_id_idx" ON "AssignmentContract"("user_id");

-- AddForeignKey
ALTER TABLE "AssignmentContract" ADD CONSTRAINT "AssignmentContract_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssignmentContract" ADD CONSTRAINT "AssignmentContract_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
