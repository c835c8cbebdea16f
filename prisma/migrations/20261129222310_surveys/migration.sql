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
CREATE INDEX "Survey_deadline_idx" ON "Survey"("deadline");

-- CreateIndex
CREATE INDEX "SurveyResult_institution_id_closed_idx" ON "SurveyResult"("institution_id", "closed");

-- CreateIndex
CREATE UNIQUE INDEX "SurveyResult_survey_id_institution_id_key" ON "SurveyResult"("survey_id", "institution_id");

-- CreateIndex
CREATE UNIQUE INDEX "SurveyAnswer_survey_result_id_question_key" ON "SurveyAnswer"("survey_result_id", "question");

-- AddForeignKey
ALTER TABLE "SurveyResult" ADD CONSTRAINT "SurveyResult_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "Survey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyResult" ADD CONSTRAINT "SurveyResult_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SurveyAnswer" ADD CONSTRAINT "SurveyAnswer_survey_result_id_fkey" FOREIGN KEY ("survey_result_id") REFERENCES "SurveyResult"("id") ON DELETE CASCADE ON UPDATE CASCADE;
