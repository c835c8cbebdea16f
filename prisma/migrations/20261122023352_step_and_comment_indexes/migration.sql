-- CreateIndex
CREATE INDEX "Case_current_step_id_idx" ON "Case"("current_step_id");

-- CreateIndex
CREATE INDEX "Attachment_comment_id_idx" ON "Attachment"("comment_id");
