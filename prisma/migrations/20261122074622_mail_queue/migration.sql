-- CreateTable
CREATE TABLE "QueuedMail" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "link" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimed_at" TIMESTAMPTZ(6),
    "sent_at" TIMESTAMPTZ(6),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "QueuedMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "QueuedMail_sent_at_id_idx" ON "QueuedMail"("sent_at", "id");
