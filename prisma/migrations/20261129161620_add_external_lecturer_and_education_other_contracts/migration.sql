-- CreateTable
CREATE TABLE "ExternalLecturerContract" (
    "id" INTEGER NOT NULL,
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
    "retired" BOOLEAN NOT NULL DEFAULT false,
    "criminal_record_state" TEXT NOT NULL DEFAULT 'sent',
    "lays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "payment" INTEGER NOT NULL,
    "total_payment" INTEGER NOT NULL DEFAULT 0,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "original_contract_id" INTEGER,

    CONSTRAINT "ExternalLecturerContract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExternalLecturerContractTask" (
    "id" SERIAL NOT NULL,
    "contract_id" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "class_name" TEXT NOT NULL DEFAULT '',
    "hours" DECIMAL(7,2) NOT NULL,
    "location" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL DEFAULT 'theory',

    CONSTRAINT "ExternalLecturerContractTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EducationOtherContract" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "birth_name" TEXT NOT NULL DEFAULT '',
    "birth_date" DATE NOT NULL,
    "birth_place" TEXT NOT NULL DEFAULT '',
    "mothers_name" TEXT NOT NULL DEFAULT '',
    "tax_number" TEXT NOT NULL,
    "social_security_number" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "zip_code" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "county" TEXT NOT NULL DEFAULT '',
    "address_1" TEXT NOT NULL DEFAULT '',
    "address_2" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT 'Magyarország',
    "valid_till" DATE,
    "subject" TEXT NOT NULL DEFAULT '',
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "price" INTEGER NOT NULL,
    "price_unit" INTEGER NOT NULL DEFAULT 1,
    "quantity" DECIMAL(7,2) NOT NULL DEFAULT 1,
    "total_price" INTEGER NOT NULL DEFAULT 0,
    "tender_id" INTEGER,

    CONSTRAINT "EducationOtherContract_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ExternalLecturerContract_original_contract_id_idx" ON "ExternalLecturerContract"("original_contract_id");

-- CreateIndex
CREATE INDEX "ExternalLecturerContractTask_contract_id_idx" ON "ExternalLecturerContractTask"("contract_id");

-- CreateIndex
CREATE INDEX "EducationOtherContract_tender_id_idx" ON "EducationOtherContract"("tender_id");

-- AddForeignKey
ALTER TABLE "ExternalLecturerContract" ADD CONSTRAINT "ExternalLecturerContract_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalLecturerContract" ADD CONSTRAINT "ExternalLecturerContract_original_contract_id_fkey" FOREIGN KEY ("original_contract_id") REFERENCES "ExternalLecturerContract"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalLecturerContractTask" ADD CONSTRAINT "ExternalLecturerContractTask_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "ExternalLecturerContract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EducationOtherContract" ADD CONSTRAINT "EducationOtherContract_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EducationOtherContract" ADD CONSTRAINT "EducationOtherContract_tender_id_fkey" FOREIGN KEY ("tender_id") REFERENCES "Tender"("id") ON DELETE SET NULL ON UPDATE CASCADE;
