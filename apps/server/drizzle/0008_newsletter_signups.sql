CREATE TABLE "newsletter_signups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"email" text NOT NULL,
	"result" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_signups_result_check" CHECK ("newsletter_signups"."result" IN ('NO_SIGN_UP', 'ALREADY_SIGNED_UP', 'SUCCESS', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD CONSTRAINT "newsletter_signups_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_job_customer_idx" ON "newsletter_signups" USING btree ("job_id","customer_id");--> statement-breakpoint
CREATE INDEX "newsletter_signups_customer_idx" ON "newsletter_signups" USING btree ("customer_id","created_at");