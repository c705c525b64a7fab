CREATE TABLE "merge_jobs" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "merge_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"primary_customer_id" bigint NOT NULL,
	"secondary_customer_ids" bigint[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error_message" text DEFAULT '' NOT NULL,
	"requested_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "merge_jobs_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "merge_jobs_status_check" CHECK ("merge_jobs"."status" in ('queued', 'processing', 'finished', 'error'))
);
--> statement-breakpoint
ALTER TABLE "merge_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "merge_jobs" ADD CONSTRAINT "merge_jobs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merge_jobs_queued_idx" ON "merge_jobs" USING btree ("created_at") WHERE "merge_jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "merge_jobs_merchant_idx" ON "merge_jobs" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "merge_jobs" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);