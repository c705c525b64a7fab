CREATE TABLE "export_jobs" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "export_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_type" text NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"sort_by" text DEFAULT 'name' NOT NULL,
	"sort_direction" text DEFAULT 'asc' NOT NULL,
	"projections" text[] NOT NULL,
	"customer_ids" bigint[],
	"status" text DEFAULT 'queued' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"csv" text,
	"error_message" text DEFAULT '' NOT NULL,
	"requested_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "export_jobs_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "export_jobs_status_check" CHECK ("export_jobs"."status" in ('queued', 'processing', 'finished', 'error')),
	CONSTRAINT "export_jobs_direction_check" CHECK ("export_jobs"."sort_direction" in ('asc', 'desc'))
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_queued_idx" ON "export_jobs" USING btree ("created_at") WHERE "export_jobs"."status" = 'queued';--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "export_jobs" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);