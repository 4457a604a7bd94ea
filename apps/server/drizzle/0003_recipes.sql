CREATE TABLE "allergen_suppressions" (
	"allergen_suppression_id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"recipe_id" integer NOT NULL,
	"suppress_allergies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suppress_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredient_allergens" (
	"ingredient_id" integer NOT NULL,
	"allergen_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "ingredient_allergens_ingredient_id_allergen_id_pk" PRIMARY KEY("ingredient_id","allergen_id"),
	CONSTRAINT "ingredient_allergens_kind_check" CHECK ("ingredient_allergens"."kind" in ('CONTAINS', 'MAY_CONTAIN'))
);
--> statement-breakpoint
CREATE TABLE "ingredient_supplier_specs" (
	"ingredient_spec_suppliers_id" serial PRIMARY KEY NOT NULL,
	"ingredient_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"article_number" text DEFAULT '' NOT NULL,
	"pack_size" double precision NOT NULL,
	"pack_unit" text NOT NULL,
	"price_chf" numeric(10, 2) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingredient_supplier_specs_pack_check" CHECK ("ingredient_supplier_specs"."pack_size" > 0),
	CONSTRAINT "ingredient_supplier_specs_price_check" CHECK ("ingredient_supplier_specs"."price_chf" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"ingredient_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_de" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"spec_de" text DEFAULT '' NOT NULL,
	"energy_kcal" double precision,
	"fat_g" double precision,
	"saturated_fat_g" double precision,
	"carbohydrates_g" double precision,
	"sugars_g" double precision,
	"fibre_g" double precision,
	"protein_g" double precision,
	"sodium_mg" double precision,
	"density_g_per_ml" double precision,
	"grams_per_piece" double precision,
	"allergens_reviewed" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"legacy" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingredients_density_check" CHECK ("ingredients"."density_g_per_ml" is null or "ingredients"."density_g_per_ml" > 0),
	CONSTRAINT "ingredients_piece_check" CHECK ("ingredients"."grams_per_piece" is null or "ingredients"."grams_per_piece" > 0)
);
--> statement-breakpoint
CREATE TABLE "nutritional_info" (
	"nutritional_info_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"recipe_id" integer,
	"analysis" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_allergens" (
	"recipe_id" integer NOT NULL,
	"allergen_id" integer NOT NULL,
	CONSTRAINT "recipe_allergens_recipe_id_allergen_id_pk" PRIMARY KEY("recipe_id","allergen_id")
);
--> statement-breakpoint
CREATE TABLE "recipe_analyses" (
	"recipe_id" integer NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"analysis_version" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_analyses_recipe_id_variant_pk" PRIMARY KEY("recipe_id","variant")
);
--> statement-breakpoint
CREATE TABLE "recipe_feedback" (
	"recipe_feedback_id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"served_on" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_feedback_rating_check" CHECK ("recipe_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"recipe_ingredient_id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"uid" text NOT NULL,
	"position" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"recipe_layer_id" integer,
	"ingredient_spec_suppliers_id" integer,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"error_margin" double precision DEFAULT 0 NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"client_facing_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "recipe_ingredients_quantity_check" CHECK ("recipe_ingredients"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_layers" (
	"recipe_layer_id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"recipe_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_facing_name" text DEFAULT '' NOT NULL,
	"a_life_label" text DEFAULT '' NOT NULL,
	"is_breakfast" boolean DEFAULT false NOT NULL,
	"is_shot" boolean DEFAULT false NOT NULL,
	"is_lunch" boolean DEFAULT false NOT NULL,
	"is_dressing" boolean DEFAULT false NOT NULL,
	"is_treat" boolean DEFAULT false NOT NULL,
	"is_power_shake" boolean DEFAULT false NOT NULL,
	"is_dinner" boolean DEFAULT false NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL,
	"portion_quantity" double precision DEFAULT 1 NOT NULL,
	"portion_unit" text DEFAULT 'g' NOT NULL,
	"error_margin" double precision DEFAULT 0 NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"separator_indices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision_status" text DEFAULT 'DRAFT' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"public_html" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_portion_check" CHECK ("recipes"."portion_quantity" > 0),
	CONSTRAINT "recipes_error_margin_check" CHECK ("recipes"."error_margin" >= 0 and "recipes"."error_margin" <= 100)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"supplier_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "allergen_suppressions" ADD CONSTRAINT "allergen_suppressions_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergen_suppressions" ADD CONSTRAINT "allergen_suppressions_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergen_suppressions" ADD CONSTRAINT "allergen_suppressions_recipe_id_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_allergens" ADD CONSTRAINT "ingredient_allergens_ingredient_id_ingredients_ingredient_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("ingredient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_allergens" ADD CONSTRAINT "ingredient_allergens_allergen_id_allergens_allergen_id_fk" FOREIGN KEY ("allergen_id") REFERENCES "public"."allergens"("allergen_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_supplier_specs" ADD CONSTRAINT "ingredient_supplier_specs_ingredient_id_ingredients_ingredient_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("ingredient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_supplier_specs" ADD CONSTRAINT "ingredient_supplier_specs_supplier_id_suppliers_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("supplier_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutritional_info" ADD CONSTRAINT "nutritional_info_recipe_id_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("recipe_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_allergens" ADD CONSTRAINT "recipe_allergens_recipe_id_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_allergens" ADD CONSTRAINT "recipe_allergens_allergen_id_allergens_allergen_id_fk" FOREIGN KEY ("allergen_id") REFERENCES "public"."allergens"("allergen_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_analyses" ADD CONSTRAINT "recipe_analyses_recipe_id_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_feedback" ADD CONSTRAINT "recipe_feedback_recipe_id_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_feedback" ADD CONSTRAINT "recipe_feedback_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_ingredient_id_ingredients_ingredient_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("ingredient_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_layer_id_recipe_layers_recipe_layer_id_fk" FOREIGN KEY ("recipe_layer_id") REFERENCES "public"."recipe_layers"("recipe_layer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_ingredient_spec_suppliers_id_ingredient_supplier_specs_ingredient_spec_suppliers_id_fk" FOREIGN KEY ("ingredient_spec_suppliers_id") REFERENCES "public"."ingredient_supplier_specs"("ingredient_spec_suppliers_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_layers" ADD CONSTRAINT "recipe_layers_recipe_id_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("recipe_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allergen_suppressions_unique" ON "allergen_suppressions" USING btree ("date","customer_id","recipe_id",coalesce("order_id", 0));--> statement-breakpoint
CREATE INDEX "allergen_suppressions_recipe_idx" ON "allergen_suppressions" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "ingredient_allergens_allergen_idx" ON "ingredient_allergens" USING btree ("allergen_id");--> statement-breakpoint
CREATE INDEX "ingredient_supplier_specs_ingredient_idx" ON "ingredient_supplier_specs" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "ingredient_supplier_specs_supplier_idx" ON "ingredient_supplier_specs" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_name_lower_unique" ON "ingredients" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "nutritional_info_name_lower_unique" ON "nutritional_info" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "recipe_feedback_recipe_idx" ON "recipe_feedback" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_recipe_idx" ON "recipe_ingredients" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_ingredient_idx" ON "recipe_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_ingredients_recipe_uid_unique" ON "recipe_ingredients" USING btree ("recipe_id","uid");--> statement-breakpoint
CREATE INDEX "recipe_layers_recipe_idx" ON "recipe_layers" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipes_name_lower_idx" ON "recipes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_lower_unique" ON "suppliers" USING btree (lower("name"));