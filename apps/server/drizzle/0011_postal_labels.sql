CREATE SEQUENCE "public"."postal_item_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 99999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "postal_labels" (
	"label_id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"code" text NOT NULL,
	"order_ids" jsonb NOT NULL,
	"item_id" text NOT NULL,
	"identcode" text NOT NULL,
	"mode" text NOT NULL,
	"franking_zone" text NOT NULL,
	"sender" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"weight_grams" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "postal_labels" ADD CONSTRAINT "postal_labels_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "postal_labels_date_code_idx" ON "postal_labels" USING btree ("date","code");--> statement-breakpoint
CREATE UNIQUE INDEX "postal_labels_identcode_idx" ON "postal_labels" USING btree ("identcode");