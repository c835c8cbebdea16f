-- AlterTable
ALTER TABLE "LecturerAssignmentContract" ADD COLUMN     "origin" TEXT NOT NULL DEFAULT 'new',
ADD COLUMN     "source_contract_id" INTEGER;

-- CreateTable
CREATE TABLE "MonthlyReport" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'open',
    "due_date" DATE NOT NULL,
    "answers" JSONB NOT NULL DEFAULT '{}',
    "search_text" TEXT NOT NULL DEFAULT '',
    "submitted_at" TIMESTAMP(3),
    "closed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MonthlyReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "YearlyReport" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL DEFAULT 1970,
    "teacher_count" INTEGER,
    "student_count" INTEGER,
    "due_date" DATE,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "closed_at" TIMESTAMPTZ(6),
    "file_key" TEXT,
    "generated_at" TIMESTAMPTZ(6),
    "search_text" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "YearlyReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "YearlyReportAnswer" (
    "id" SERIAL NOT NULL,
    "yearly_report_id" INTEGER NOT NULL,
    "question" INTEGER NOT NULL,
    "value" TEXT,
    "number_value" DECIMAL(14,2),
    "array_value" TEXT[],

    CONSTRAINT "YearlyReportAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockArea" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,

    CONSTRAINT "StockArea_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockImport" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "creator_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "file" TEXT NOT NULL,
    "file_key" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "total_rows" INTEGER NOT NULL DEFAULT 0,
    "done_rows" INTEGER NOT NULL DEFAULT 0,
    "created_count" INTEGER NOT NULL DEFAULT 0,
    "updated_count" INTEGER NOT NULL DEFAULT 0,
    "errors" JSONB NOT NULL DEFAULT '[]',
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "StockImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockItem" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "import_id" INTEGER,
    "area_id" INTEGER,
    "item_class_code" TEXT NOT NULL DEFAULT '',
    "item_class_name" TEXT NOT NULL DEFAULT '',
    "item_type_code" TEXT NOT NULL DEFAULT '',
    "item_type_name" TEXT NOT NULL DEFAULT '',
    "technical_group_code" TEXT NOT NULL DEFAULT '',
    "technical_group_name" TEXT NOT NULL DEFAULT '',
    "statistic_category_code" TEXT NOT NULL DEFAULT '',
    "statistic_category_name" TEXT NOT NULL DEFAULT '',
    "property_qualification_code" TEXT NOT NULL DEFAULT '',
    "property_qualification_name" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "name_2" TEXT NOT NULL DEFAULT '',
    "name_3" TEXT NOT NULL DEFAULT '',
    "stock_number" TEXT NOT NULL,
    "item_id" TEXT NOT NULL DEFAULT '',
    "item_sub_id" TEXT NOT NULL DEFAULT '',
    "manufacturing_number" TEXT NOT NULL DEFAULT '',
    "activity_date" DATE,
    "cost_area" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "base" DECIMAL(15,2) NOT NULL DEFAULT 0,
    "stock_group_code" TEXT NOT NULL DEFAULT '',
    "stock_method" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "decision_option" TEXT NOT NULL DEFAULT '',
    "answers" JSONB NOT NULL DEFAULT '{}',
    "decided_by_id" INTEGER,
    "decided_at" TIMESTAMP(3),
    "search_text" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "StockItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraStockItem" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "creator_id" INTEGER,
    "resolver_id" INTEGER,
    "area_id" INTEGER,
    "stock_item_id" INTEGER,
    "stock_number" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT 'open',
    "note" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMP(3),
    "search_text" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ExtraStockItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoreCategory" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "search_text" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "StoreCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoreProduct" (
    "id" SERIAL NOT NULL,
    "category_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "search_text" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "StoreProduct_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoreVariant" (
    "id" SERIAL NOT NULL,
    "product_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "price" DECIMAL(14,2) NOT NULL,
    "vat" INTEGER NOT NULL,
    "available_from" DATE,
    "available_till" DATE,
    "minimum_order_quantity" INTEGER NOT NULL DEFAULT 1,
    "packaging_unit" INTEGER NOT NULL DEFAULT 1,
    "provider" TEXT NOT NULL DEFAULT 'Központi raktár',
    "inventories" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "StoreVariant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoreBasket" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "institution_id" INTEGER NOT NULL,

    CONSTRAINT "StoreBasket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoreBasketItem" (
    "id" SERIAL NOT NULL,
    "basket_id" INTEGER NOT NULL,
    "variant_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "StoreBasketItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoreOrder" (
    "id" SERIAL NOT NULL,
    "basket_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "category_id" INTEGER,
    "state" TEXT NOT NULL DEFAULT 'ordered',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verified_at" TIMESTAMPTZ(6),
    "closed_at" TIMESTAMPTZ(6),
    "cancelled_at" TIMESTAMPTZ(6),
    "commitment_id" INTEGER,
    "net_price" DECIMAL(14,2) NOT NULL,
    "vat" DECIMAL(14,2) NOT NULL,
    "gross_price" DECIMAL(14,2) NOT NULL,

    CONSTRAINT "StoreOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoreOrderItem" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "product_variant_id" INTEGER,
    "product_name" TEXT NOT NULL,
    "variant_name" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price" DECIMAL(14,2) NOT NULL,
    "vat_key" INTEGER NOT NULL,
    "net_price" DECIMAL(14,2) NOT NULL,
    "vat" DECIMAL(14,2) NOT NULL,
    "gross_price" DECIMAL(14,2) NOT NULL,

    CONSTRAINT "StoreOrderItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MonthlyReport_year_month_idx" ON "MonthlyReport"("year", "month");

-- CreateIndex
CREATE UNIQUE INDEX "MonthlyReport_institution_id_year_month_key" ON "MonthlyReport"("institution_id", "year", "month");

-- CreateIndex
CREATE INDEX "YearlyReport_year_closed_idx" ON "YearlyReport"("year", "closed");

-- CreateIndex
CREATE UNIQUE INDEX "YearlyReport_institution_id_year_key" ON "YearlyReport"("institution_id", "year");

-- CreateIndex
CREATE UNIQUE INDEX "YearlyReportAnswer_yearly_report_id_question_key" ON "YearlyReportAnswer"("yearly_report_id", "question");

-- CreateIndex
CREATE UNIQUE INDEX "StockArea_institution_id_name_key" ON "StockArea"("institution_id", "name");

-- CreateIndex
CREATE INDEX "StockImport_institution_id_idx" ON "StockImport"("institution_id");

-- CreateIndex
CREATE INDEX "StockItem_area_id_idx" ON "StockItem"("area_id");

-- CreateIndex
CREATE INDEX "StockItem_status_idx" ON "StockItem"("status");

-- CreateIndex
CREATE INDEX "StockItem_import_id_idx" ON "StockItem"("import_id");

-- CreateIndex
CREATE INDEX "StockItem_search_text_idx" ON "StockItem" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "StockItem_institution_id_stock_number_item_sub_id_key" ON "StockItem"("institution_id", "stock_number", "item_sub_id");

-- CreateIndex
CREATE INDEX "ExtraStockItem_institution_id_idx" ON "ExtraStockItem"("institution_id");

-- CreateIndex
CREATE INDEX "ExtraStockItem_state_idx" ON "ExtraStockItem"("state");

-- CreateIndex
CREATE INDEX "ExtraStockItem_search_text_idx" ON "ExtraStockItem" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "StoreCategory_search_text_idx" ON "StoreCategory" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "StoreProduct_category_id_idx" ON "StoreProduct"("category_id");

-- CreateIndex
CREATE INDEX "StoreProduct_search_text_idx" ON "StoreProduct" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "StoreVariant_product_id_idx" ON "StoreVariant"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "StoreBasket_user_id_key" ON "StoreBasket"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "StoreBasketItem_basket_id_variant_id_key" ON "StoreBasketItem"("basket_id", "variant_id");

-- CreateIndex
CREATE UNIQUE INDEX "StoreOrder_commitment_id_key" ON "StoreOrder"("commitment_id");

-- CreateIndex
CREATE INDEX "StoreOrder_institution_id_state_idx" ON "StoreOrder"("institution_id", "state");

-- CreateIndex
CREATE INDEX "StoreOrder_verified_at_idx" ON "StoreOrder"("verified_at");

-- CreateIndex
CREATE INDEX "StoreOrder_gross_price_idx" ON "StoreOrder"("gross_price");

-- CreateIndex
CREATE INDEX "StoreOrderItem_order_id_idx" ON "StoreOrderItem"("order_id");

-- CreateIndex
CREATE INDEX "LecturerAssignmentContract_source_contract_id_idx" ON "LecturerAssignmentContract"("source_contract_id");

-- AddForeignKey
ALTER TABLE "MonthlyReport" ADD CONSTRAINT "MonthlyReport_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "YearlyReport" ADD CONSTRAINT "YearlyReport_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "YearlyReportAnswer" ADD CONSTRAINT "YearlyReportAnswer_yearly_report_id_fkey" FOREIGN KEY ("yearly_report_id") REFERENCES "YearlyReport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LecturerAssignmentContract" ADD CONSTRAINT "LecturerAssignmentContract_source_contract_id_fkey" FOREIGN KEY ("source_contract_id") REFERENCES "ExternalLecturerContract"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockArea" ADD CONSTRAINT "StockArea_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockImport" ADD CONSTRAINT "StockImport_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockImport" ADD CONSTRAINT "StockImport_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockItem" ADD CONSTRAINT "StockItem_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockItem" ADD CONSTRAINT "StockItem_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "StockImport"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockItem" ADD CONSTRAINT "StockItem_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "StockArea"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockItem" ADD CONSTRAINT "StockItem_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraStockItem" ADD CONSTRAINT "ExtraStockItem_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraStockItem" ADD CONSTRAINT "ExtraStockItem_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraStockItem" ADD CONSTRAINT "ExtraStockItem_resolver_id_fkey" FOREIGN KEY ("resolver_id") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraStockItem" ADD CONSTRAINT "ExtraStockItem_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "StockArea"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraStockItem" ADD CONSTRAINT "ExtraStockItem_stock_item_id_fkey" FOREIGN KEY ("stock_item_id") REFERENCES "StockItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreProduct" ADD CONSTRAINT "StoreProduct_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "StoreCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreVariant" ADD CONSTRAINT "StoreVariant_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "StoreProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreBasket" ADD CONSTRAINT "StoreBasket_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreBasket" ADD CONSTRAINT "StoreBasket_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreBasketItem" ADD CONSTRAINT "StoreBasketItem_basket_id_fkey" FOREIGN KEY ("basket_id") REFERENCES "StoreBasket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreBasketItem" ADD CONSTRAINT "StoreBasketItem_variant_id_fkey" FOREIGN KEY ("variant_id") REFERENCES "StoreVariant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreOrder" ADD CONSTRAINT "StoreOrder_basket_id_fkey" FOREIGN KEY ("basket_id") REFERENCES "StoreBasket"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreOrder" ADD CONSTRAINT "StoreOrder_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreOrder" ADD CONSTRAINT "StoreOrder_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "Institution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreOrder" ADD CONSTRAINT "StoreOrder_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "StoreCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreOrder" ADD CONSTRAINT "StoreOrder_commitment_id_fkey" FOREIGN KEY ("commitment_id") REFERENCES "Case"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreOrderItem" ADD CONSTRAINT "StoreOrderItem_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "StoreOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
