CREATE TABLE "bag_recipe_statuses" (
	"bag_recipe_status_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"date" date NOT NULL,
	"recipe_id" integer NOT NULL,
	"bag_index" integer NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_recipe_statuses_bag_index_check" CHECK ("bag_recipe_statuses"."bag_index" IN (0, 1)),
	CONSTRAINT "bag_recipe_statuses_status_check" CHECK ("bag_recipe_statuses"."status" IN ('OPEN', 'PACKED'))
);
--> statement-breakpoint
ALTER TABLE "bag_recipe_statuses" ADD CONSTRAINT "bag_recipe_statuses_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_recipe_statuses" ADD CONSTRAINT "bag_recipe_statuses_recipe_id_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bag_recipe_statuses_line_unique" ON "bag_recipe_statuses" USING btree ("order_id","date","recipe_id","bag_index");--> statement-breakpoint
CREATE INDEX "bag_recipe_statuses_date_idx" ON "bag_recipe_statuses" USING btree ("date");