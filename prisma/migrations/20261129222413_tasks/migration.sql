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
