ALTER TABLE "invoices" ADD COLUMN "shop_order_id" bigint;--> statement-breakpoint
CREATE INDEX "invoices_shop_order_idx" ON "invoices" USING btree ("shop_order_id");