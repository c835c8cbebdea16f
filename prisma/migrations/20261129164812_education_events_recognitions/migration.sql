-- CreateTable
CREATE TABLE "ExtraordinaryEvent" (
    "id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "reporter_name" TEXT NOT NULL,
    "reporter_role" TEXT NOT NULL DEFAULT '',
    "reporter_contact" TEXT NOT NULL DEFAULT '',
    "date" DATE NOT NULL,
    "time" TEXT NOT NULL DEFAULT '',
    "location" TEXT NOT NULL DEFAULT '',
    "measures_after" TEXT NOT NULL DEFAULT '',
    "events_after" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ExtraordinaryEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraordinaryOrdainment" (
    "id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "job_description" TEXT NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,

    CONSTRAINT "ExtraordinaryOrdainment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Recognition" (
    "id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "candidate_name" TEXT NOT NULL,
    "candidate_name_official" TEXT NOT NULL DEFAULT '',
    "candidate_birth_name" TEXT NOT NULL DEFAULT '',
    "candidate_birth_place" TEXT NOT NULL,
    "candidate_birth_date" DATE NOT NULL,
    "candidate_mothers_name" TEXT NOT NULL DEFAULT '',
    "candidate_post_code" TEXT NOT NULL DEFAULT '',
    "candidate_city" TEXT NOT NULL DEFAULT '',
    "candidate_address" TEXT NOT NULL DEFAULT '',
    "candidate_phone_number" TEXT NOT NULL DEFAULT '',
    "candidate_email" TEXT NOT NULL DEFAULT '',
    "candidate_role" TEXT NOT NULL,
    "candidate_workplace" TEXT NOT NULL,
    "first_teacher_degree_date" DATE,
    "first_high_school_teacher_degree_date" DATE,
    "degree_name" TEXT NOT NULL DEFAULT '',
    "college_literacy_area_type" TEXT NOT NULL DEFAULT '',
    "college_literacy_area_name" TEXT NOT NULL DEFAULT '',
    "all_legal_relationships" TEXT NOT NULL DEFAULT '',
    "public_servant" BOOLEAN NOT NULL DEFAULT false,
    "default_acceptance_date" BOOLEAN NOT NULL DEFAULT true,
    "unique_acceptance_date" DATE,
    "unique_acceptance_date_reason" TEXT NOT NULL DEFAULT '',
    "short_appreciation" TEXT NOT NULL DEFAULT '',
    "appreciation" TEXT NOT NULL DEFAULT '',
    "initiator_name" TEXT NOT NULL DEFAULT '',
    "initiator_workplace" TEXT NOT NULL DEFAULT '',
    "initiator_role" TEXT NOT NULL DEFAULT '',
    "initiator_phone_number" TEXT NOT NULL DEFAULT '',
    "initiator_email" TEXT NOT NULL DEFAULT '',
    "consent_store_data" BOOLEAN NOT NULL DEFAULT false,
    "has_no_disqualification_reason" BOOLEAN NOT NULL DEFAULT false,
    "accept_recognition" BOOLEAN NOT NULL DEFAULT false,
    "consent_publish_name" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Recognition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RecognitionPrevious" (
    "id" SERIAL NOT NULL,
    "recognition_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "date" DATE,

    CONSTRAINT "RecognitionPrevious_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ExtraordinaryEvent_date_idx" ON "ExtraordinaryEvent"("date");

-- CreateIndex
CREATE INDEX "RecognitionPrevious_recognition_id_idx" ON "RecognitionPrevious"("recognition_id");

-- AddForeignKey
ALTER TABLE "ExtraordinaryEvent" ADD CONSTRAINT "ExtraordinaryEvent_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraordinaryOrdainment" ADD CONSTRAINT "ExtraordinaryOrdainment_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recognition" ADD CONSTRAINT "Recognition_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecognitionPrevious" ADD CONSTRAINT "RecognitionPrevious_recognition_id_fkey" FOREIGN KEY ("recognition_id") REFERENCES "Recognition"("id") ON DELETE CASCADE ON UPDATE CASCADE;
