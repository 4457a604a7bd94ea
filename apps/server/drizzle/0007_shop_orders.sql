CREATE TABLE "shop_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"webhook_id" text,
	"topic" text NOT NULL,
	"shop_order_id" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_lines" (
	"shop_order_id" bigint NOT NULL,
	"line_item_id" bigint NOT NULL,
	"order_id" integer,
	"processed_override" boolean,
	CONSTRAINT "shop_order_lines_shop_order_id_line_item_id_pk" PRIMARY KEY("shop_order_id","line_item_id")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"shop_order_id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_id" integer,
	"shop_updated_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone,
	CONSTRAINT "shop_orders_status_check" CHECK ("shop_orders"."status" IN ('pending', 'imported', 'waiting'))
);
--> statement-breakpoint
CREATE TABLE "shop_variants" (
	"variant_id" bigint PRIMARY KEY NOT NULL,
	"product_id" bigint,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"programme_type" text,
	"is_flex" boolean DEFAULT false NOT NULL,
	"day_trial" boolean DEFAULT false NOT NULL,
	"weeks" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_variants_kind_check" CHECK ("shop_variants"."kind" IN ('programme', 'ignore')),
	CONSTRAINT "shop_variants_programme_check" CHECK ("shop_variants"."kind" = 'ignore' OR "shop_variants"."programme_type" IN ('LEAN', 'STRONG')),
	CONSTRAINT "shop_variants_weeks_check" CHECK ("shop_variants"."weeks" IS NULL OR "shop_variants"."weeks" BETWEEN 1 AND 52)
);
--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_shop_order_id_shop_orders_shop_order_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("shop_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_orders_status_idx" ON "shop_orders" USING btree ("status","received_at");