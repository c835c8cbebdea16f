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

-- CreateTable
CREATE TABLE "InboxEntry" (
    "id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "handler_id" INTEGER,
    "sender_type" TEXT NOT NULL DEFAULT 'partner',
    "sender_institution_id" INTEGER,
    "sender_partner_id" INTEGER,
    "sender_private" TEXT NOT NULL DEFAULT '',
    "subject" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "arrival_date" DATE,
    "external_id" TEXT NOT NULL DEFAULT '',
    "invoice_id" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "InboxEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InboxCounter" (
    "institution_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "InboxCounter_pkey" PRIMARY KEY ("institution_id","year")
);

-- CreateTable
CREATE TABLE "OfficeTask" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "institution_reference_number" TEXT NOT NULL DEFAULT '',
    "deadline" DATE,
    "supervisor_id" INTEGER,
    "institution_id" INTEGER NOT NULL,
    "created_from_mail" BOOLEAN NOT NULL DEFAULT false,
    "sender" TEXT NOT NULL DEFAULT '',
    "sender_email" TEXT NOT NULL DEFAULT '',
    "send_date" TIMESTAMP(3),
    "search_text" TEXT NOT NULL DEFAULT '',
    "case_id" INTEGER,

    CONSTRAINT "OfficeTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OfficeSubtask" (
    "id" SERIAL NOT NULL,
    "task_id" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "measure" TEXT NOT NULL DEFAULT '',
    "assignees" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "deadline" DATE NOT NULL,
    "finished" BOOLEAN NOT NULL DEFAULT false,
    "finished_by_id" INTEGER,
    "finished_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OfficeSubtask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Survey" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "open_from" DATE NOT NULL,
    "deadline" DATE NOT NULL,
    "questions" JSONB NOT NULL DEFAULT '[]',
    "institutions" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "search_text" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Survey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SurveyResult" (
    "id" SERIAL NOT NULL,
    "survey_id" INTEGER NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "closed_at" TIMESTAMPTZ(6),
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SurveyResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SurveyAnswer" (
    "id" SERIAL NOT NULL,
    "survey_result_id" INTEGER NOT NULL,
    "question" INTEGER NOT NULL,
    "value" TEXT,
    "number_value" DECIMAL(14,2),
    "array_value" TEXT[],

    CONSTRAINT "SurveyAnswer_pkey" PRIMARY KEY ("id")
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

-- CreateIndex
CREATE INDEX "InboxEntry_sender_institution_id_idx" ON "InboxEntry"("sender_institution_id");

-- CreateIndex
CREATE INDEX "InboxEntry_sender_partner_id_idx" ON "InboxEntry"("sender_partner_id");

-- CreateIndex
CREATE INDEX "InboxEntry_handler_id_idx" ON "InboxEntry"("handler_id");

-- CreateIndex
CREATE UNIQUE INDEX "OfficeTask_case_id_key" ON "OfficeTask"("case_id");

-- CreateIndex
CREATE INDEX "OfficeTask_institution_id_deadline_idx" ON "OfficeTask"("institution_id", "deadline");

-- CreateIndex
CREATE INDEX "OfficeTask_supervisor_id_idx" ON "OfficeTask"("supervisor_id");

-- CreateIndex
CREATE INDEX "OfficeSubtask_task_id_idx" ON "OfficeSubtask"("task_id");

-- CreateIndex
CREATE INDEX "OfficeSubtask_deadline_idx" ON "OfficeSubtask"("deadline");

-- CreateIndex
CREATE INDEX "OfficeSubtask_assignees_idx" ON "OfficeSubtask" USING GIN ("assignees");

-- CreateIndex
CREATE INDEX "Survey_deadline_idx" ON "Survey"("deadline");

-- CreateIndex
CREATE INDEX "SurveyResult_institution_id_closed_idx" ON "SurveyResult"("institution_id", "closed");

-- CreateIndex
CREATE UNIQUE INDEX "SurveyResult_survey_id_institution_id_key" ON "SurveyResult"("survey_id", "institution_id");

-- CreateIndex
CREATE UNIQUE INDEX "SurveyAnswer_survey_result_id_question_key" ON "SurveyAnswer"("survey_result_id", "question");

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

-- AddForeignKey
ALTER TABLE "InboxEntry" ADD CONSTRAINT "InboxEntry_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxEntry" ADD CONSTRAINT "InboxEntry_handler_id_fkey" FOREIGN KEY ("handler_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxEntry" ADD CONSTRAINT "InboxEntry_sender_institution_id_fkey" FOREIGN KEY ("sender_institution_id") REFERENCES "Institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxEntry" ADD CONSTRAINT "InboxEntry_sender_partner_id_fkey" FOREIGN KEY ("sender_partner_id") REFERENCES "Partner"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfficeTask" ADD CONSTRAINT "OfficeTask_supervisor_id_fkey" FOREIGN KEY ("supervisor_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfficeTask" ADD CONSTRAINT "OfficeTask_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfficeTask" ADD CONSTRAINT "OfficeTask_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfficeSubtask" ADD CONSTRAINT "OfficeSubtask_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "OfficeTask"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfficeSubtask" ADD CONSTRAINT "OfficeSubtask_finished_by_id_fkey" FOREIGN KEY ("finished_by_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyResult" ADD CONSTRAINT "SurveyResult_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyResult" ADD CONSTRAINT "SurveyResult_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyAnswer" ADD CONSTRAINT "SurveyAnswer_survey_result_id_fkey" FOREIGN KEY ("survey_result_id") REFERENCES "SurveyResult"("id") ON DELETE CASCADE ON UPDATE CASCADE;
