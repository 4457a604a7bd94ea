CREATE TABLE "day_recipe_lines" (
	"day_recipe_line_id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"recipe_id" integer NOT NULL,
	"uid" text NOT NULL,
	"ingredient_id" integer,
	"ingredient_spec_suppliers_id" integer,
	"is_done" boolean DEFAULT false NOT NULL,
	"loading_is_done" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_recipe_lines" ADD CONSTRAINT "day_recipe_lines_recipe_id_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_recipe_lines" ADD CONSTRAINT "day_recipe_lines_ingredient_id_ingredients_ingredient_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("ingredient_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_recipe_lines" ADD CONSTRAINT "day_recipe_lines_ingredient_spec_suppliers_id_ingredient_supplier_specs_ingredient_spec_suppliers_id_fk" FOREIGN KEY ("ingredient_spec_suppliers_id") REFERENCES "public"."ingredient_supplier_specs"("ingredient_spec_suppliers_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_recipe_lines" ADD CONSTRAINT "day_recipe_lines_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_recipe_lines_date_recipe_uid_unique" ON "day_recipe_lines" USING btree ("date","recipe_id","uid");--> statement-breakpoint
CREATE INDEX "day_recipe_lines_ingredient_idx" ON "day_recipe_lines" USING btree ("ingredient_id");