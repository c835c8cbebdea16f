-- CreateTable
CREATE TABLE "LecturerAssignmentContract" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "hr_referent_id" INTEGER,
    "type" TEXT NOT NULL DEFAULT 'general',
    "name" TEXT NOT NULL,
    "birth_name" TEXT NOT NULL DEFAULT '',
    "birth_date" DATE NOT NULL,
    "birth_place" TEXT NOT NULL,
    "mothers_name" TEXT NOT NULL,
    "tax_id" TEXT NOT NULL,
    "social_security_number" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "zip_code" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "county" TEXT NOT NULL DEFAULT '',
    "address_1" TEXT NOT NULL,
    "address_2" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT 'Magyarország',
    "valid_till" DATE,
    "primary_job" TEXT NOT NULL DEFAULT '',
    "job" INTEGER,
    "lays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "feor_number" INTEGER NOT NULL,
    "payment" INTEGER NOT NULL,
    "payment_unit" INTEGER NOT NULL DEFAULT 2,
    "total_payment" INTEGER NOT NULL DEFAULT 0,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,

    CONSTRAINT "LecturerAssignmentContract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LecturerAssignmentContractTask" (
    "id" SERIAL NOT NULL,
    "contract_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "planned_quantity" DECIMAL(7,2) NOT NULL,
    "final_quantity" DECIMAL(7,2),

    CONSTRAINT "LecturerAssignmentContractTask_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LecturerAssignmentContract_user_id_idx" ON "LecturerAssignmentContract"("user_id");

-- CreateIndex
CREATE INDEX "LecturerAssignmentContract_end_date_start_date_idx" ON "LecturerAssignmentContract"("end_date", "start_date");

-- CreateIndex
CREATE INDEX "LecturerAssignmentContractTask_contract_id_idx" ON "LecturerAssignmentContractTask"("contract_id");

-- AddForeignKey
ALTER TABLE "LecturerAssignmentContract" ADD CONSTRAINT "LecturerAssignmentContract_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LecturerAssignmentContract" ADD CONSTRAINT "LecturerAssignmentContract_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LecturerAssignmentContract" ADD CONSTRAINT "LecturerAssignmentContract_hr_referent_id_fkey" FOREIGN KEY ("hr_referent_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LecturerAssignmentContractTask" ADD CONSTRAINT "LecturerAssignmentContractTask_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "LecturerAssignmentContract"("id") ON DELETE CASCADE ON UPDATE CASCADE;
