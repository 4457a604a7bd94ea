CREATE TABLE "consignment_orders" (
	"date" date NOT NULL,
	"order_id" integer NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "consignment_orders_date_order_id_pk" PRIMARY KEY("date","order_id")
);
--> statement-breakpoint
CREATE TABLE "consignment_runs" (
	"team" text NOT NULL,
	"date" date NOT NULL,
	"identifier" text NOT NULL,
	"stop_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"published_tracking" boolean DEFAULT false NOT NULL,
	"published_mode" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignment_runs_team_date_identifier_pk" PRIMARY KEY("team","date","identifier")
);
--> statement-breakpoint
CREATE TABLE "consignment_tracking" (
	"tracking_id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"code" text NOT NULL,
	"status" smallint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" text,
	"source" text NOT NULL,
	"user_id" integer,
	"action_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignment_tracking_status_check" CHECK ("consignment_tracking"."status" BETWEEN 0 AND 9)
);
--> statement-breakpoint
CREATE TABLE "label_links" (
	"label_link_id" text PRIMARY KEY NOT NULL,
	"team" text NOT NULL,
	"date" date NOT NULL,
	"identifier" text NOT NULL,
	"password_hash" text NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_consignments" (
	"date" date NOT NULL,
	"code" text NOT NULL,
	"team" text NOT NULL,
	"identifier" text NOT NULL,
	"pickup_index" integer NOT NULL,
	"order_ids" jsonb NOT NULL,
	"customer_ids" jsonb NOT NULL,
	"payload" jsonb NOT NULL,
	"external_id" text,
	"removed_at" timestamp with time zone,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "published_consignments_date_code_pk" PRIMARY KEY("date","code")
);
--> statement-breakpoint
ALTER TABLE "consignment_tracking" ADD CONSTRAINT "consignment_tracking_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_links" ADD CONSTRAINT "label_links_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consignment_tracking_code_idx" ON "consignment_tracking" USING btree ("date","code");--> statement-breakpoint
CREATE UNIQUE INDEX "consignment_tracking_action_unique" ON "consignment_tracking" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "label_links_date_idx" ON "label_links" USING btree ("date");--> statement-breakpoint
CREATE INDEX "published_consignments_run_idx" ON "published_consignments" USING btree ("team","date","identifier");