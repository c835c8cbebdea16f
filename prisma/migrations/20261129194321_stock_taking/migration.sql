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
