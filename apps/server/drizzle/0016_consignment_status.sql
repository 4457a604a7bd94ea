ALTER TABLE "published_consignments" ADD COLUMN "status" smallint;--> statement-breakpoint
ALTER TABLE "published_consignments" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "published_consignments" ADD COLUMN "status_detail" text;--> statement-breakpoint
UPDATE "published_consignments" p SET "status" = t."status", "status_at" = t."at", "status_detail" = t."detail"
FROM (
  SELECT DISTINCT ON ("date", "code") "date", "code", "status", "at", "detail" FROM "consignment_tracking"
  ORDER BY "date", "code", "tracking_id" DESC
) t
WHERE p."date" = t."date" AND p."code" = t."code";
