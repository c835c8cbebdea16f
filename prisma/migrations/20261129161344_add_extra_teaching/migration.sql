-- CreateTable
CREATE TABLE "ExtraTeachingContract" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'timetable',
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL DEFAULT '',
    "birth_name" TEXT NOT NULL DEFAULT '',
    "birth_date" DATE NOT NULL,
    "birth_place" TEXT NOT NULL,
    "mothers_name" TEXT NOT NULL,
    "tax_number" TEXT NOT NULL,
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
    "payment" INTEGER NOT NULL DEFAULT 3045,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "total_hours" DECIMAL(9,2) NOT NULL DEFAULT 0,
    "total_payment" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ExtraTeachingContract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraTeachingContractTask" (
    "id" SERIAL NOT NULL,
    "contract_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "planned_quantity" DECIMAL(7,2) NOT NULL,
    "final_quantity" DECIMAL(7,2),

    CONSTRAINT "ExtraTeachingContractTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraTeachingSummary" (
    "id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "total_hours" DECIMAL(9,2) NOT NULL DEFAULT 0,
    "total_payment" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ExtraTeachingSummary_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraTeachingSummaryContract" (
    "summary_id" INTEGER NOT NULL,
    "contract_id" INTEGER NOT NULL,

    CONSTRAINT "ExtraTeachingSummaryContract_pkey" PRIMARY KEY ("summary_id","contract_id")
);

-- CreateIndex
CREATE INDEX "ExtraTeachingContract_user_id_start_date_idx" ON "ExtraTeachingContract"("user_id", "start_date");

-- CreateIndex
CREATE INDEX "ExtraTeachingContractTask_contract_id_idx" ON "ExtraTeachingContractTask"("contract_id");

-- CreateIndex
CREATE INDEX "ExtraTeachingSummary_user_id_year_month_idx" ON "ExtraTeachingSummary"("user_id", "year", "month");

-- CreateIndex
CREATE INDEX "ExtraTeachingSummaryContract_contract_id_idx" ON "ExtraTeachingSummaryContract"("contract_id");

-- AddForeignKey
ALTER TABLE "ExtraTeachingContract" ADD CONSTRAINT "ExtraTeachingContract_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingContract" ADD CONSTRAINT "ExtraTeachingContract_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingContractTask" ADD CONSTRAINT "ExtraTeachingContractTask_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "ExtraTeachingContract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingSummary" ADD CONSTRAINT "ExtraTeachingSummary_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingSummary" ADD CONSTRAINT "ExtraTeachingSummary_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingSummaryContract" ADD CONSTRAINT "ExtraTeachingSummaryContract_summary_id_fkey" FOREIGN KEY ("summary_id") REFERENCES "ExtraTeachingSummary"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraTeachingSummaryContract" ADD CONSTRAINT "ExtraTeachingSummaryContract_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "ExtraTeachingContract"("id") ON DELETE CASCADE ON UPDATE CASCADE;
