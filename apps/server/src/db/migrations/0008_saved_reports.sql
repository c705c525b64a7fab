CREATE TABLE "saved_reports" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "saved_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_type" text NOT NULL,
	"report_number" bigint GENERATED ALWAYS AS (id + 1) STORED NOT NULL,
	"report_name" text NOT NULL,
	"query_string" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_reports_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "saved_reports_number_check" CHECK ("saved_reports"."report_number" >= 2)
);
--> statement-breakpoint
ALTER TABLE "saved_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_reports_number_key" ON "saved_reports" USING btree ("merchant_id","report_type","report_number");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_reports_name_key" ON "saved_reports" USING btree ("merchant_id","report_type",lower("report_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "saved_reports_one_default_key" ON "saved_reports" USING btree ("merchant_id","report_type") WHERE "saved_reports"."is_default";--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "saved_reports" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);