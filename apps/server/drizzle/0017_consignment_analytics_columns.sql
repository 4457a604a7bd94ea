ALTER TABLE "published_consignments" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "published_consignments" ADD COLUMN "window_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "published_consignments" ADD COLUMN "courier_id" integer;--> statement-breakpoint
ALTER TABLE "published_consignments" ADD COLUMN "pick_up_point_id" integer;--> statement-breakpoint
UPDATE "published_consignments" p SET
  "zone_id" = (SELECT pc."postcode_zone_id" FROM "postcodes" pc
    WHERE pc."postcode" = p."payload"->'deliveryAddress'->>'postcode'),
  "window_end" = CASE WHEN p."payload"->>'deliveryTimeTo' ~ '^\d{1,2}:\d{2}(:\d{2})?$'
    THEN (p."date" + (p."payload"->>'deliveryTimeTo')::time) AT TIME ZONE 'Europe/Zurich' END,
  "pick_up_point_id" = (SELECT CASE WHEN o."pick_up" THEN COALESCE(o."pick_up_point_id", c."pick_up_point_id", 0) END
    FROM "orders" o JOIN "customers" c ON c."customer_id" = o."customer_id"
    WHERE o."order_id" = (p."order_ids"->>0)::int);--> statement-breakpoint
CREATE INDEX "published_consignments_figures_idx" ON "published_consignments" ("date")
  INCLUDE ("identifier", "order_ids", "status", "status_at", "status_detail", "window_end", "zone_id", "courier_id",
    "pick_up_point_id")
  WHERE "removed_at" IS NULL;
