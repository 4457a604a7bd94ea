CREATE TABLE "addresses" (
	"address_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"co" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'CH' NOT NULL,
	"zip_annex" text DEFAULT '' NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"is_delivery" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_allergens" (
	"customer_id" integer NOT NULL,
	"allergen_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "customer_allergens_customer_id_allergen_id_kind_pk" PRIMARY KEY("customer_id","allergen_id","kind"),
	CONSTRAINT "customer_allergens_kind_check" CHECK ("customer_allergens"."kind" in ('ALLERGY', 'WARNING'))
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_cc" text DEFAULT '41' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"dob" date,
	"billing_default" integer,
	"delivery_default" integer,
	"use_billing" boolean DEFAULT true NOT NULL,
	"pick_up" boolean DEFAULT false NOT NULL,
	"pick_up_point_id" integer,
	"is_office" boolean DEFAULT false NOT NULL,
	"group_id" integer,
	"chat_pref" text DEFAULT 'GROUP' NOT NULL,
	"how_hear" text DEFAULT '' NOT NULL,
	"newsletter" boolean DEFAULT true NOT NULL,
	"workshop_interest" boolean DEFAULT true NOT NULL,
	"cutlery" boolean DEFAULT false NOT NULL,
	"payment_method_default" text DEFAULT 'STRIPE' NOT NULL,
	"last_contacted" date,
	"prospective" boolean DEFAULT false NOT NULL,
	"other_allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dislikes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_requirements" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '{}' NOT NULL,
	"delivery_instructions" text DEFAULT '' NOT NULL,
	"pick_up_notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "additional_bags" (
	"additional_bag_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"date" date NOT NULL,
	"bags_json" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_overrides" (
	"day_override_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" smallint NOT NULL,
	"has_discount_meals" boolean DEFAULT true NOT NULL,
	"programme_type" text,
	"is_flex" boolean,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_mismatch_confirmations" (
	"delivery_mismatch_confirmation_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_overrides" (
	"meal_override_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"date" date NOT NULL,
	"programme_type" text NOT NULL,
	"is_flex" boolean NOT NULL,
	"discount_meals" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_merges" (
	"order_merge_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"menu_date" date NOT NULL,
	"merged_with" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"is_flex" boolean DEFAULT false NOT NULL,
	"day_trial" boolean DEFAULT false NOT NULL,
	"discount_meals" jsonb,
	"start_date" date NOT NULL,
	"end_date" date,
	"weekdays" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL,
	"delivery_type_id" integer,
	"use_billing" boolean DEFAULT true NOT NULL,
	"pick_up" boolean DEFAULT false NOT NULL,
	"pick_up_point_id" integer,
	"billing_address_id" integer,
	"delivery_address_id" integer,
	"delivery_instructions" text DEFAULT '' NOT NULL,
	"is_subscription" boolean DEFAULT false NOT NULL,
	"order_version" smallint DEFAULT 3 NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_type_check" CHECK ("orders"."type" in ('LEAN', 'STRONG')),
	CONSTRAINT "orders_weeks_check" CHECK ("orders"."end_date" is null or "orders"."end_date" >= "orders"."start_date"),
	CONSTRAINT "orders_version_check" CHECK ("orders"."order_version" in (2, 3))
);
--> statement-breakpoint
CREATE TABLE "delivery_groups" (
	"delivery_group_id" serial PRIMARY KEY NOT NULL,
	"special_programme_id" integer NOT NULL,
	"delivery_group" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_programme_customers" (
	"special_programme_customer_id" serial PRIMARY KEY NOT NULL,
	"special_programme_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"address_id" integer,
	"pick_up_point_id" integer,
	"delivery_group_id" integer,
	"is_bexio" boolean DEFAULT false NOT NULL,
	"price_override" numeric(10, 2),
	"order_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_programme_customers_one_place" CHECK ("special_programme_customers"."address_id" is null or "special_programme_customers"."pick_up_point_id" is null),
	CONSTRAINT "special_programme_customers_count_check" CHECK ("special_programme_customers"."order_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "special_programmes" (
	"special_programme_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"price_chf" numeric(10, 2) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_allergens" ADD CONSTRAINT "customer_allergens_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_allergens" ADD CONSTRAINT "customer_allergens_allergen_id_allergens_allergen_id_fk" FOREIGN KEY ("allergen_id") REFERENCES "public"."allergens"("allergen_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_billing_default_addresses_address_id_fk" FOREIGN KEY ("billing_default") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_delivery_default_addresses_address_id_fk" FOREIGN KEY ("delivery_default") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_pick_up_point_id_pick_up_points_pick_up_point_id_fk" FOREIGN KEY ("pick_up_point_id") REFERENCES "public"."pick_up_points"("pick_up_point_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_group_id_customer_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("group_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_bags" ADD CONSTRAINT "additional_bags_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_overrides" ADD CONSTRAINT "day_overrides_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_mismatch_confirmations" ADD CONSTRAINT "delivery_mismatch_confirmations_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_mismatch_confirmations" ADD CONSTRAINT "delivery_mismatch_confirmations_confirmed_by_users_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_overrides" ADD CONSTRAINT "meal_overrides_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_merges" ADD CONSTRAINT "order_merges_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_type_id_delivery_types_delivery_type_id_fk" FOREIGN KEY ("delivery_type_id") REFERENCES "public"."delivery_types"("delivery_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pick_up_point_id_pick_up_points_pick_up_point_id_fk" FOREIGN KEY ("pick_up_point_id") REFERENCES "public"."pick_up_points"("pick_up_point_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_address_id_addresses_address_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_address_id_addresses_address_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_groups" ADD CONSTRAINT "delivery_groups_special_programme_id_special_programmes_special_programme_id_fk" FOREIGN KEY ("special_programme_id") REFERENCES "public"."special_programmes"("special_programme_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_programme_customers" ADD CONSTRAINT "special_programme_customers_special_programme_id_special_programmes_special_programme_id_fk" FOREIGN KEY ("special_programme_id") REFERENCES "public"."special_programmes"("special_programme_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_programme_customers" ADD CONSTRAINT "special_programme_customers_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_programme_customers" ADD CONSTRAINT "special_programme_customers_address_id_addresses_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_programme_customers" ADD CONSTRAINT "special_programme_customers_pick_up_point_id_pick_up_points_pick_up_point_id_fk" FOREIGN KEY ("pick_up_point_id") REFERENCES "public"."pick_up_points"("pick_up_point_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_programme_customers" ADD CONSTRAINT "special_programme_customers_delivery_group_id_delivery_groups_delivery_group_id_fk" FOREIGN KEY ("delivery_group_id") REFERENCES "public"."delivery_groups"("delivery_group_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "addresses_postcode_idx" ON "addresses" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "customer_allergens_allergen_idx" ON "customer_allergens" USING btree ("allergen_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_name_lower_unique" ON "customer_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "customers_last_first_idx" ON "customers" USING btree (lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "customers_email_lower_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_group_idx" ON "customers" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "additional_bags_order_date_unique" ON "additional_bags" USING btree ("order_id","date");--> statement-breakpoint
CREATE INDEX "additional_bags_date_idx" ON "additional_bags" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "day_overrides_order_date_unique" ON "day_overrides" USING btree ("order_id","date");--> statement-breakpoint
CREATE INDEX "day_overrides_date_idx" ON "day_overrides" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_mismatch_order_week_unique" ON "delivery_mismatch_confirmations" USING btree ("order_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_overrides_order_date_unique" ON "meal_overrides" USING btree ("order_id","date");--> statement-breakpoint
CREATE INDEX "meal_overrides_date_idx" ON "meal_overrides" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "order_merges_order_date_unique" ON "order_merges" USING btree ("order_id","menu_date");--> statement-breakpoint
CREATE INDEX "order_merges_date_idx" ON "order_merges" USING btree ("menu_date");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_weeks_idx" ON "orders" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_groups_name_unique" ON "delivery_groups" USING btree ("special_programme_id",lower("delivery_group"));--> statement-breakpoint
CREATE UNIQUE INDEX "special_programme_customers_unique" ON "special_programme_customers" USING btree ("special_programme_id","customer_id");--> statement-breakpoint
CREATE INDEX "special_programme_customers_customer_idx" ON "special_programme_customers" USING btree ("customer_id");