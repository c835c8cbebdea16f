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
