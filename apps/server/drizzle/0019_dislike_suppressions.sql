CREATE TABLE "customer_dislike_suppressions" (
	"customer_id" integer NOT NULL,
	"dislike" text NOT NULL,
	"suppressed_by" integer,
	"suppressed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_dislike_suppressions_customer_id_dislike_pk" PRIMARY KEY("customer_id","dislike")
);
--> statement-breakpoint
ALTER TABLE "customer_dislike_suppressions" ADD CONSTRAINT "customer_dislike_suppressions_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_dislike_suppressions" ADD CONSTRAINT "customer_dislike_suppressions_suppressed_by_users_user_id_fk" FOREIGN KEY ("suppressed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;