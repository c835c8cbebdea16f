-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateTable
CREATE TABLE "Institution" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "unit_code" TEXT NOT NULL DEFAULT '',
    "om_code" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL DEFAULT 'school',
    "managed_by_school_district" BOOLEAN NOT NULL DEFAULT false,
    "zip_code" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "address_1" TEXT NOT NULL DEFAULT '',
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "parent_id" INTEGER,

    CONSTRAINT "Institution_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL DEFAULT '',
    "token_version" INTEGER NOT NULL DEFAULT 0,
    "birth_date" DATE,
    "tax_number" TEXT NOT NULL DEFAULT '',
    "institution_id" INTEGER,
    "permanent_address" JSONB,
    "temporary_address" JSONB,
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "is_readonly" BOOLEAN NOT NULL DEFAULT true,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "is_superuser" BOOLEAN NOT NULL DEFAULT false,
    "is_referent" BOOLEAN NOT NULL DEFAULT false,
    "is_hr_referent" BOOLEAN NOT NULL DEFAULT false,
    "needs_password_change" BOOLEAN NOT NULL DEFAULT false,
    "lays" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Group" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "Group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Permission" (
    "id" SERIAL NOT NULL,
    "codename" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "Permission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordToken" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,
    "used_at" TIMESTAMPTZ(6),

    CONSTRAINT "PasswordToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Employment" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "sap_code" TEXT NOT NULL DEFAULT '',
    "working_hours" DECIMAL(6,2) NOT NULL DEFAULT 40,
    "working_hours_type" TEXT NOT NULL DEFAULT 'full_time',

    CONSTRAINT "Employment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Setting" (
    "id" SERIAL NOT NULL,
    "group" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,

    CONSTRAINT "Setting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaticItem" (
    "id" SERIAL NOT NULL,
    "list" TEXT NOT NULL,
    "key" INTEGER NOT NULL,
    "code" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "position" INTEGER NOT NULL DEFAULT 0,
    "is_active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "StaticItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SystemMessage" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'info',
    "valid_from" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "valid_till" TIMESTAMPTZ(6),

    CONSTRAINT "SystemMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SystemMessageRead" (
    "message_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "read_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SystemMessageRead_pkey" PRIMARY KEY ("message_id","user_id")
);

-- CreateTable
CREATE TABLE "News" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "created_by_id" INTEGER NOT NULL,
    "institution_id" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "News_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NewsRead" (
    "news_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "read_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NewsRead_pkey" PRIMARY KEY ("news_id","user_id")
);

-- CreateTable
CREATE TABLE "Partner" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "tax_id" TEXT NOT NULL DEFAULT '',
    "tax_id_availability" TEXT NOT NULL DEFAULT 'available',
    "phone" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "address_1" TEXT NOT NULL DEFAULT '',
    "address_2" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "county" TEXT NOT NULL DEFAULT '',
    "zip_code" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT 'Magyarország',
    "valid_till" DATE,
    "bank_account_number" TEXT NOT NULL DEFAULT '',
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "search_text" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Partner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SystemErrorReport" (
    "id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "category" INTEGER,

    CONSTRAINT "SystemErrorReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Commitment" (
    "id" INTEGER NOT NULL,
    "contract" TEXT NOT NULL DEFAULT '',
    "order" TEXT NOT NULL DEFAULT '',
    "error_report_id" INTEGER,
    "affected_building" TEXT NOT NULL DEFAULT '',
    "finalized_at" TIMESTAMPTZ(6),
    "registration_number" TEXT NOT NULL DEFAULT '',
    "subject" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "implementer_partner_id" INTEGER,
    "implementer" TEXT NOT NULL DEFAULT '',
    "payment_type" INTEGER,
    "cost" DECIMAL(14,2) NOT NULL,
    "approved_cost" DECIMAL(14,2),
    "vat" INTEGER NOT NULL DEFAULT 1,
    "vat_cost" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "net_cost" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "transport_cost" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "public_procurement_cost" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "currency" INTEGER NOT NULL DEFAULT 1,
    "tender_id" INTEGER,
    "financial_budget_id" INTEGER,
    "school_should_reply" BOOLEAN NOT NULL DEFAULT false,
    "waiting_for_attachment" BOOLEAN NOT NULL DEFAULT false,
    "users_involved" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "financial_entry" INTEGER,
    "partner_unknown" BOOLEAN NOT NULL DEFAULT false,
    "supplement" BOOLEAN NOT NULL DEFAULT false,
    "original_commitment_id" INTEGER,

    CONSTRAINT "Commitment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommitmentProduct" (
    "id" SERIAL NOT NULL,
    "commitment_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT NOT NULL,
    "quantity" DECIMAL(12,3) NOT NULL DEFAULT 1,
    "unit" TEXT NOT NULL DEFAULT 'db',
    "gross_price" DECIMAL(14,2) NOT NULL,
    "vat" INTEGER NOT NULL DEFAULT 1,
    "net_price" DECIMAL(14,2) NOT NULL,
    "total_price" DECIMAL(14,2) NOT NULL,
    "currency" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "CommitmentProduct_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Tender" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "school_district" BOOLEAN NOT NULL DEFAULT false,
    "amount" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "amount_operational" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "amount_accumulation" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "currency" INTEGER NOT NULL DEFAULT 1,
    "start_date" DATE,
    "end_date" DATE,
    "deadline" DATE,
    "institution_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],

    CONSTRAINT "Tender_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FinancialBudget" (
    "id" SERIAL NOT NULL,
    "type" INTEGER NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "year" INTEGER NOT NULL DEFAULT 2022,
    "is_active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "FinancialBudget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" INTEGER NOT NULL,
    "commitment_id" INTEGER,
    "invoice_number" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "date" DATE,
    "due_date" DATE,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Case" (
    "id" SERIAL NOT NULL,
    "module" TEXT NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "affected_institution_id" INTEGER,
    "creator_id" INTEGER NOT NULL,
    "reference_number" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL,
    "flow_id" INTEGER,
    "current_step_id" INTEGER,
    "waiting_for_user_id" INTEGER,
    "waiting_for_group_id" INTEGER,
    "search_text" TEXT NOT NULL DEFAULT '',
    "cancellation_date" DATE,
    "closed_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_activity_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Case_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Flow" (
    "id" SERIAL NOT NULL,
    "module" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "condition" JSONB,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "is_active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "Flow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FlowStep" (
    "id" SERIAL NOT NULL,
    "flow_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "assignee_type" TEXT NOT NULL,
    "assignee_user_id" INTEGER,
    "assignee_group_id" INTEGER,
    "assignee_role" TEXT,
    "substitutor_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "can_edit_details" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "FlowStep_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DecisionOption" (
    "id" SERIAL NOT NULL,
    "step_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "label" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "questions" JSONB NOT NULL DEFAULT '[]',
    "confirm_with_negative_history" BOOLEAN NOT NULL DEFAULT false,
    "outcome" TEXT NOT NULL,
    "target_position" INTEGER,

    CONSTRAINT "DecisionOption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Decision" (
    "id" SERIAL NOT NULL,
    "case_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "user_name" TEXT NOT NULL,
    "option_id" INTEGER,
    "step_name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "decision" TEXT NOT NULL,
    "decision_label" TEXT NOT NULL,
    "answers" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Decision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Comment" (
    "id" SERIAL NOT NULL,
    "case_id" INTEGER NOT NULL,
    "author_id" INTEGER NOT NULL,
    "author_name" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "private_comment" BOOLEAN NOT NULL DEFAULT false,
    "school_should_reply" BOOLEAN NOT NULL DEFAULT false,
    "waiting_for_attachment" BOOLEAN NOT NULL DEFAULT false,
    "important" BOOLEAN NOT NULL DEFAULT false,
    "is_deleted" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Comment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Attachment" (
    "id" SERIAL NOT NULL,
    "case_id" INTEGER NOT NULL,
    "comment_id" INTEGER,
    "name" TEXT NOT NULL,
    "file_key" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "uploaded_by_id" INTEGER NOT NULL,
    "uploaded_by" TEXT NOT NULL,
    "uploaded_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_by" TEXT,
    "deleted_at" TIMESTAMPTZ(6),

    CONSTRAINT "Attachment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GeneratedDocument" (
    "id" SERIAL NOT NULL,
    "case_id" INTEGER NOT NULL,
    "document_type" TEXT NOT NULL,
    "file_key" TEXT NOT NULL,
    "generated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GeneratedDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraFieldDefinition" (
    "id" SERIAL NOT NULL,
    "module" TEXT NOT NULL,
    "codename" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "suffix" TEXT NOT NULL DEFAULT '',
    "choices" JSONB NOT NULL DEFAULT '[]',
    "user_choices" JSONB NOT NULL DEFAULT '[]',
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "section" TEXT NOT NULL DEFAULT '',
    "source_field" TEXT NOT NULL DEFAULT '',
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "default" JSONB,
    "min_date_delta" INTEGER,
    "conditions" JSONB NOT NULL DEFAULT '[]',
    "district_employee" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ExtraFieldDefinition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraFieldAnswer" (
    "id" SERIAL NOT NULL,
    "case_id" INTEGER NOT NULL,
    "field_id" INTEGER NOT NULL,
    "section_index" INTEGER NOT NULL DEFAULT 0,
    "value" JSONB,

    CONSTRAINT "ExtraFieldAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Subscription" (
    "case_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Subscription_pkey" PRIMARY KEY ("case_id","user_id")
);

-- CreateTable
CREATE TABLE "UnreadMarker" (
    "case_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UnreadMarker_pkey" PRIMARY KEY ("case_id","user_id","kind")
);

-- CreateTable
CREATE TABLE "ReferenceCounter" (
    "module" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ReferenceCounter_pkey" PRIMARY KEY ("module","year")
);

-- CreateTable
CREATE TABLE "_ManagedInstitutions" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_ManagedInstitutions_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_ManagedUsers" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_ManagedUsers_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_GroupToPermission" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_GroupToPermission_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_GroupToUser" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_GroupToUser_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_PermissionToUser" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_PermissionToUser_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "Institution_parent_id_idx" ON "Institution"("parent_id");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_institution_id_idx" ON "User"("institution_id");

-- CreateIndex
CREATE UNIQUE INDEX "Group_name_key" ON "Group"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Permission_codename_key" ON "Permission"("codename");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordToken_token_hash_key" ON "PasswordToken"("token_hash");

-- CreateIndex
CREATE INDEX "Employment_institution_id_idx" ON "Employment"("institution_id");

-- CreateIndex
CREATE INDEX "Employment_user_id_idx" ON "Employment"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "Setting_group_key_key" ON "Setting"("group", "key");

-- CreateIndex
CREATE INDEX "StaticItem_list_position_idx" ON "StaticItem"("list", "position");

-- CreateIndex
CREATE UNIQUE INDEX "StaticItem_list_key_key" ON "StaticItem"("list", "key");

-- CreateIndex
CREATE INDEX "News_created_at_idx" ON "News"("created_at" DESC);

-- CreateIndex
CREATE INDEX "Partner_search_text_idx" ON "Partner" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Commitment_tender_id_idx" ON "Commitment"("tender_id");

-- CreateIndex
CREATE INDEX "Commitment_cost_idx" ON "Commitment"("cost");

-- CreateIndex
CREATE INDEX "Commitment_original_commitment_id_idx" ON "Commitment"("original_commitment_id");

-- CreateIndex
CREATE INDEX "CommitmentProduct_commitment_id_idx" ON "CommitmentProduct"("commitment_id");

-- CreateIndex
CREATE INDEX "FinancialBudget_institution_id_year_idx" ON "FinancialBudget"("institution_id", "year");

-- CreateIndex
CREATE INDEX "Invoice_commitment_id_idx" ON "Invoice"("commitment_id");

-- CreateIndex
CREATE INDEX "Case_module_institution_id_id_idx" ON "Case"("module", "institution_id", "id" DESC);

-- CreateIndex
CREATE INDEX "Case_module_id_idx" ON "Case"("module", "id" DESC);

-- CreateIndex
CREATE INDEX "Case_waiting_for_user_id_idx" ON "Case"("waiting_for_user_id");

-- CreateIndex
CREATE INDEX "Case_waiting_for_group_id_idx" ON "Case"("waiting_for_group_id");

-- CreateIndex
CREATE INDEX "Case_module_state_idx" ON "Case"("module", "state");

-- CreateIndex
CREATE INDEX "Case_search_text_idx" ON "Case" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Flow_module_is_active_idx" ON "Flow"("module", "is_active");

-- CreateIndex
CREATE UNIQUE INDEX "FlowStep_flow_id_position_key" ON "FlowStep"("flow_id", "position");

-- CreateIndex
CREATE INDEX "Decision_case_id_idx" ON "Decision"("case_id");

-- CreateIndex
CREATE INDEX "Comment_case_id_id_idx" ON "Comment"("case_id", "id");

-- CreateIndex
CREATE INDEX "Attachment_case_id_idx" ON "Attachment"("case_id");

-- CreateIndex
CREATE UNIQUE INDEX "GeneratedDocument_case_id_document_type_key" ON "GeneratedDocument"("case_id", "document_type");

-- CreateIndex
CREATE UNIQUE INDEX "ExtraFieldDefinition_module_codename_key" ON "ExtraFieldDefinition"("module", "codename");

-- CreateIndex
CREATE UNIQUE INDEX "ExtraFieldAnswer_case_id_field_id_section_index_key" ON "ExtraFieldAnswer"("case_id", "field_id", "section_index");

-- CreateIndex
CREATE INDEX "Subscription_user_id_idx" ON "Subscription"("user_id");

-- CreateIndex
CREATE INDEX "UnreadMarker_user_id_kind_idx" ON "UnreadMarker"("user_id", "kind");

-- CreateIndex
CREATE INDEX "_ManagedInstitutions_B_index" ON "_ManagedInstitutions"("B");

-- CreateIndex
CREATE INDEX "_ManagedUsers_B_index" ON "_ManagedUsers"("B");

-- CreateIndex
CREATE INDEX "_GroupToPermission_B_index" ON "_GroupToPermission"("B");

-- CreateIndex
CREATE INDEX "_GroupToUser_B_index" ON "_GroupToUser"("B");

-- CreateIndex
CREATE INDEX "_PermissionToUser_B_index" ON "_PermissionToUser"("B");

-- AddForeignKey
ALTER TABLE "Institution" ADD CONSTRAINT "Institution_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "Institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordToken" ADD CONSTRAINT "PasswordToken_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employment" ADD CONSTRAINT "Employment_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employment" ADD CONSTRAINT "Employment_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SystemMessageRead" ADD CONSTRAINT "SystemMessageRead_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "SystemMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NewsRead" ADD CONSTRAINT "NewsRead_news_id_fkey" FOREIGN KEY ("news_id") REFERENCES "News"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SystemErrorReport" ADD CONSTRAINT "SystemErrorReport_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Commitment" ADD CONSTRAINT "Commitment_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Commitment" ADD CONSTRAINT "Commitment_implementer_partner_id_fkey" FOREIGN KEY ("implementer_partner_id") REFERENCES "Partner"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Commitment" ADD CONSTRAINT "Commitment_tender_id_fkey" FOREIGN KEY ("tender_id") REFERENCES "Tender"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Commitment" ADD CONSTRAINT "Commitment_financial_budget_id_fkey" FOREIGN KEY ("financial_budget_id") REFERENCES "FinancialBudget"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Commitment" ADD CONSTRAINT "Commitment_original_commitment_id_fkey" FOREIGN KEY ("original_commitment_id") REFERENCES "Commitment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommitmentProduct" ADD CONSTRAINT "CommitmentProduct_commitment_id_fkey" FOREIGN KEY ("commitment_id") REFERENCES "Commitment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_id_fkey" FOREIGN KEY ("id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_commitment_id_fkey" FOREIGN KEY ("commitment_id") REFERENCES "Commitment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Case" ADD CONSTRAINT "Case_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Case" ADD CONSTRAINT "Case_affected_institution_id_fkey" FOREIGN KEY ("affected_institution_id") REFERENCES "Institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Case" ADD CONSTRAINT "Case_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Case" ADD CONSTRAINT "Case_current_step_id_fkey" FOREIGN KEY ("current_step_id") REFERENCES "FlowStep"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Case" ADD CONSTRAINT "Case_waiting_for_user_id_fkey" FOREIGN KEY ("waiting_for_user_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Case" ADD CONSTRAINT "Case_waiting_for_group_id_fkey" FOREIGN KEY ("waiting_for_group_id") REFERENCES "Group"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FlowStep" ADD CONSTRAINT "FlowStep_flow_id_fkey" FOREIGN KEY ("flow_id") REFERENCES "Flow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DecisionOption" ADD CONSTRAINT "DecisionOption_step_id_fkey" FOREIGN KEY ("step_id") REFERENCES "FlowStep"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Decision" ADD CONSTRAINT "Decision_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attachment" ADD CONSTRAINT "Attachment_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attachment" ADD CONSTRAINT "Attachment_comment_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GeneratedDocument" ADD CONSTRAINT "GeneratedDocument_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraFieldAnswer" ADD CONSTRAINT "ExtraFieldAnswer_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraFieldAnswer" ADD CONSTRAINT "ExtraFieldAnswer_field_id_fkey" FOREIGN KEY ("field_id") REFERENCES "ExtraFieldDefinition"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UnreadMarker" ADD CONSTRAINT "UnreadMarker_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ManagedInstitutions" ADD CONSTRAINT "_ManagedInstitutions_A_fkey" FOREIGN KEY ("A") REFERENCES "Institution"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ManagedInstitutions" ADD CONSTRAINT "_ManagedInstitutions_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ManagedUsers" ADD CONSTRAINT "_ManagedUsers_A_fkey" FOREIGN KEY ("A") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ManagedUsers" ADD CONSTRAINT "_ManagedUsers_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_GroupToPermission" ADD CONSTRAINT "_GroupToPermission_A_fkey" FOREIGN KEY ("A") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_GroupToPermission" ADD CONSTRAINT "_GroupToPermission_B_fkey" FOREIGN KEY ("B") REFERENCES "Permission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_GroupToUser" ADD CONSTRAINT "_GroupToUser_A_fkey" FOREIGN KEY ("A") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_GroupToUser" ADD CONSTRAINT "_GroupToUser_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_PermissionToUser" ADD CONSTRAINT "_PermissionToUser_A_fkey" FOREIGN KEY ("A") REFERENCES "Permission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_PermissionToUser" ADD CONSTRAINT "_PermissionToUser_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
