CREATE TABLE "blocked_dates" (
	"date" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "chat_preferences" (
	"chat_preference_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_de" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"discount_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"usage_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_kind_check" CHECK ("discounts"."kind" in ('PERCENT', 'FIXED')),
	CONSTRAINT "discounts_usage_count_check" CHECK ("discounts"."usage_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pick_up_points" (
	"pick_up_point_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"client_facing_name" text NOT NULL,
	"client_facing_description" text DEFAULT '' NOT NULL,
	"price_chf" numeric(10, 2) DEFAULT '0' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"co" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"courier_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"courier_type" text NOT NULL,
	"delivery_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_type_known" CHECK ("couriers"."courier_type" in ('ULTRA KURIER', 'LUCKABOX', 'PICKUP', 'BRING TO MAILBOX', 'POST', 'NO TIME'))
);
--> statement-breakpoint
CREATE TABLE "delivery_types" (
	"delivery_type_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"courier_1" integer,
	"courier_1_from" text,
	"courier_1_to" text,
	"courier_2" integer,
	"courier_2_from" text,
	"courier_2_to" text,
	"courier_3" integer,
	"courier_3_from" text,
	"courier_3_to" text,
	"courier_4" integer,
	"courier_4_from" text,
	"courier_4_to" text,
	"courier_5" integer,
	"courier_5_from" text,
	"courier_5_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcode_zones" (
	"postcode_zone_id" serial PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"price_chf" numeric(8, 2) NOT NULL,
	"delivery_type_id" integer,
	"delivery_type_id_company" integer,
	"default_courier_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcodes" (
	"postcode" text PRIMARY KEY NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"postcode_zone_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocked_dates" ADD CONSTRAINT "blocked_dates_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_types" ADD CONSTRAINT "delivery_types_courier_1_couriers_courier_id_fk" FOREIGN KEY ("courier_1") REFERENCES "public"."couriers"("courier_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_types" ADD CONSTRAINT "delivery_types_courier_2_couriers_courier_id_fk" FOREIGN KEY ("courier_2") REFERENCES "public"."couriers"("courier_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_types" ADD CONSTRAINT "delivery_types_courier_3_couriers_courier_id_fk" FOREIGN KEY ("courier_3") REFERENCES "public"."couriers"("courier_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_types" ADD CONSTRAINT "delivery_types_courier_4_couriers_courier_id_fk" FOREIGN KEY ("courier_4") REFERENCES "public"."couriers"("courier_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_types" ADD CONSTRAINT "delivery_types_courier_5_couriers_courier_id_fk" FOREIGN KEY ("courier_5") REFERENCES "public"."couriers"("courier_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcode_zones" ADD CONSTRAINT "postcode_zones_delivery_type_id_delivery_types_delivery_type_id_fk" FOREIGN KEY ("delivery_type_id") REFERENCES "public"."delivery_types"("delivery_type_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcode_zones" ADD CONSTRAINT "postcode_zones_delivery_type_id_company_delivery_types_delivery_type_id_fk" FOREIGN KEY ("delivery_type_id_company") REFERENCES "public"."delivery_types"("delivery_type_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcode_zones" ADD CONSTRAINT "postcode_zones_default_courier_id_couriers_courier_id_fk" FOREIGN KEY ("default_courier_id") REFERENCES "public"."couriers"("courier_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcodes" ADD CONSTRAINT "postcodes_postcode_zone_id_postcode_zones_postcode_zone_id_fk" FOREIGN KEY ("postcode_zone_id") REFERENCES "public"."postcode_zones"("postcode_zone_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_preferences_code_unique" ON "chat_preferences" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_preferences_one_default" ON "chat_preferences" USING btree ("is_default") WHERE "chat_preferences"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_upper_unique" ON "discounts" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "pick_up_points_name_lower_unique" ON "pick_up_points" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "couriers_name_lower_unique" ON "couriers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_types_name_lower_unique" ON "delivery_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "postcode_zones_zone_lower_unique" ON "postcode_zones" USING btree (lower("zone"));--> statement-breakpoint
CREATE INDEX "postcodes_zone_idx" ON "postcodes" USING btree ("postcode_zone_id");