CREATE TABLE "employees" (
	"employee_id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'STAFF' NOT NULL,
	"hourly_cost_chf" numeric(8, 2) DEFAULT '0' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_kind_check" CHECK ("employees"."kind" in ('STAFF', 'EXPRESS_COURIER')),
	CONSTRAINT "employees_cost_check" CHECK ("employees"."hourly_cost_chf" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hours" (
	"hours_id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"period" text DEFAULT 'DAY' NOT NULL,
	"total_hours" numeric(6, 2) NOT NULL,
	"extra_hours" numeric(6, 2) DEFAULT '0' NOT NULL,
	"break_hours" numeric(6, 2) DEFAULT '0' NOT NULL,
	"lag_days" integer DEFAULT 0 NOT NULL,
	"paid_date" date NOT NULL,
	"cost_chf" numeric(10, 2) NOT NULL,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hours_period_check" CHECK ("hours"."period" in ('DAY', 'AM', 'PM')),
	CONSTRAINT "hours_source_check" CHECK ("hours"."source" in ('MANUAL', 'UPLOAD')),
	CONSTRAINT "hours_non_negative" CHECK ("hours"."total_hours" >= 0 and "hours"."extra_hours" >= 0 and "hours"."break_hours" >= 0 and "hours"."cost_chf" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hours" ADD CONSTRAINT "hours_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_name_unique" ON "employees" USING btree (lower("first_name"),lower("last_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hours_employee_date_period_unique" ON "hours" USING btree ("employee_id","date","period");--> statement-breakpoint
CREATE INDEX "hours_paid_date_idx" ON "hours" USING btree ("paid_date","employee_id");--> statement-breakpoint
CREATE INDEX "hours_date_idx" ON "hours" USING btree ("date");