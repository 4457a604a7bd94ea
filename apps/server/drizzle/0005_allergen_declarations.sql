ALTER TABLE "ingredient_allergens" DROP CONSTRAINT "ingredient_allergens_kind_check";--> statement-breakpoint
ALTER TABLE "allergens" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "publish_override_reason" text;--> statement-breakpoint
ALTER TABLE "ingredient_allergens" ADD COLUMN "declared_by" integer;--> statement-breakpoint
ALTER TABLE "ingredient_allergens" ADD COLUMN "declared_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ingredient_allergens" ADD CONSTRAINT "ingredient_allergens_declared_by_users_user_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allergens_code_unique" ON "allergens" USING btree ("code");--> statement-breakpoint
ALTER TABLE "ingredient_allergens" ADD CONSTRAINT "ingredient_allergens_kind_check" CHECK ("ingredient_allergens"."kind" in ('CONTAINS', 'MAY_CONTAIN', 'FREE'));--> statement-breakpoint
-- The seeded EU-14 allergens get their Annex II code (matched by their English name, as seeded).
UPDATE "allergens" SET "code" = CASE lower("name")
  WHEN 'cereals containing gluten' THEN 'GLUTEN'
  WHEN 'crustaceans' THEN 'CRUSTACEANS'
  WHEN 'eggs' THEN 'EGGS'
  WHEN 'fish' THEN 'FISH'
  WHEN 'peanuts' THEN 'PEANUTS'
  WHEN 'soybeans' THEN 'SOY'
  WHEN 'milk' THEN 'MILK'
  WHEN 'nuts' THEN 'NUTS'
  WHEN 'celery' THEN 'CELERY'
  WHEN 'mustard' THEN 'MUSTARD'
  WHEN 'sesame seeds' THEN 'SESAME'
  WHEN 'sulphur dioxide and sulphites' THEN 'SULPHITES'
  WHEN 'lupin' THEN 'LUPIN'
  WHEN 'molluscs' THEN 'MOLLUSCS'
END;--> statement-breakpoint
-- Present tags keep their state; every other allergen is UNKNOWN (no row). "Reviewed" now means "none of the
-- EU-14 unknown", so an ingredient reviewed under the old rule with one left undeclared needs a new review.
UPDATE "ingredients" SET "allergens_reviewed" = false
WHERE "allergens_reviewed" AND EXISTS (
  SELECT 1 FROM "allergens" a WHERE a."code" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "ingredient_allergens" ia
    WHERE ia."ingredient_id" = "ingredients"."ingredient_id" AND ia."allergen_id" = a."allergen_id"
  )
);
