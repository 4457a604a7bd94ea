CREATE TABLE "additional_days" (
	"date" date PRIMARY KEY NOT NULL,
	"before_meals_html" text DEFAULT '' NOT NULL,
	"after_meals_html" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "additional_meals" (
	"additional_meal_id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"meal" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"recipe_id" integer,
	"snapshot_name" text DEFAULT '' NOT NULL,
	"nutritional_information_id" integer,
	"production_date" date,
	"bb_date" date,
	"expiry_date" date,
	"public_html" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_calculations" (
	"bulk_calculation_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chef_ingredient_notes" (
	"ingredient_id" integer PRIMARY KEY NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_recipes" (
	"day_recipe_id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"recipe_id" integer NOT NULL,
	"qty_adjust" integer DEFAULT 0 NOT NULL,
	"production_stage" text DEFAULT 'NOT_STARTED' NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_tasks" (
	"task_id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_group_item_changes" (
	"inventory_group_item_change_id" serial PRIMARY KEY NOT NULL,
	"inventory_group_item_id" integer NOT NULL,
	"delta" double precision NOT NULL,
	"quantity_after" double precision NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_group_items" (
	"inventory_group_item_id" serial PRIMARY KEY NOT NULL,
	"inventory_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT 'piece' NOT NULL,
	"quantity" double precision DEFAULT 0 NOT NULL,
	"min_quantity" double precision DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_groups" (
	"inventory_group_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menu_id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"menu_index" integer NOT NULL,
	"menu_override" text,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_index_check" CHECK ("menus"."menu_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "planning_days" (
	"date" date PRIMARY KEY NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"notes_chef" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_list_done" (
	"shopping_list_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"is_done" boolean DEFAULT true NOT NULL,
	"done_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_done_shopping_list_id_line_key_pk" PRIMARY KEY("shopping_list_id","line_key")
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"shopping_list_id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"dates" jsonb NOT NULL,
	"week_id" text,
	"content" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "additional_meals" ADD CONSTRAINT "additional_meals_recipe_id_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("recipe_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_meals" ADD CONSTRAINT "additional_meals_nutritional_information_id_nutritional_info_nutritional_info_id_fk" FOREIGN KEY ("nutritional_information_id") REFERENCES "public"."nutritional_info"("nutritional_info_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_calculations" ADD CONSTRAINT "bulk_calculations_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_ingredient_notes" ADD CONSTRAINT "chef_ingredient_notes_ingredient_id_ingredients_ingredient_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("ingredient_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_recipes" ADD CONSTRAINT "day_recipes_recipe_id_recipes_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("recipe_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_group_item_changes" ADD CONSTRAINT "inventory_group_item_changes_inventory_group_item_id_inventory_group_items_inventory_group_item_id_fk" FOREIGN KEY ("inventory_group_item_id") REFERENCES "public"."inventory_group_items"("inventory_group_item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_group_item_changes" ADD CONSTRAINT "inventory_group_item_changes_changed_by_users_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_group_items" ADD CONSTRAINT "inventory_group_items_inventory_group_id_inventory_groups_inventory_group_id_fk" FOREIGN KEY ("inventory_group_id") REFERENCES "public"."inventory_groups"("inventory_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_published_by_users_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_done" ADD CONSTRAINT "shopping_list_done_shopping_list_id_shopping_lists_shopping_list_id_fk" FOREIGN KEY ("shopping_list_id") REFERENCES "public"."shopping_lists"("shopping_list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_done" ADD CONSTRAINT "shopping_list_done_done_by_users_user_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "additional_meals_date_idx" ON "additional_meals" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "day_recipes_date_slot_unique" ON "day_recipes" USING btree ("date","slot");--> statement-breakpoint
CREATE INDEX "day_recipes_recipe_idx" ON "day_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "day_tasks_date_idx" ON "day_tasks" USING btree ("date");--> statement-breakpoint
CREATE INDEX "inventory_group_item_changes_item_idx" ON "inventory_group_item_changes" USING btree ("inventory_group_item_id");--> statement-breakpoint
CREATE INDEX "inventory_group_items_group_idx" ON "inventory_group_items" USING btree ("inventory_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_group_items_name_unique" ON "inventory_group_items" USING btree ("inventory_group_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_groups_name_lower_unique" ON "inventory_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "menus_date_index_unique" ON "menus" USING btree ("date","menu_index");--> statement-breakpoint
CREATE INDEX "shopping_lists_week_idx" ON "shopping_lists" USING btree ("week_id");