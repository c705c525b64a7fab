CREATE TABLE "report_subscription_runs" (
	"merchant_id" bigint NOT NULL,
	"subscription_id" bigint NOT NULL,
	"period_start" date NOT NULL,
	"outcome" text NOT NULL,
	"outbox_email_id" bigint,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_subscription_runs_merchant_id_subscription_id_period_start_pk" PRIMARY KEY("merchant_id","subscription_id","period_start"),
	CONSTRAINT "report_subscription_runs_outcome_check" CHECK ("report_subscription_runs"."outcome" in ('sent', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "report_subscription_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "report_subscriptions" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"report_type" text NOT NULL,
	"report_number" bigint NOT NULL,
	"frequency" text NOT NULL,
	"hour" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_subscriptions_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "report_subscriptions_frequency_check" CHECK ("report_subscriptions"."frequency" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "report_subscriptions_hour_check" CHECK ("report_subscriptions"."hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "report_subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_subscription_runs" ADD CONSTRAINT "report_subscription_runs_merchant_id_subscription_id_report_subscriptions_merchant_id_id_fk" FOREIGN KEY ("merchant_id","subscription_id") REFERENCES "public"."report_subscriptions"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_merchant_id_user_id_users_merchant_id_id_fk" FOREIGN KEY ("merchant_id","user_id") REFERENCES "public"."users"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_subscriptions_user_report_key" ON "report_subscriptions" USING btree ("merchant_id","user_id","report_type","report_number","frequency");--> statement-breakpoint
CREATE INDEX "report_subscriptions_report_idx" ON "report_subscriptions" USING btree ("merchant_id","report_type","report_number");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "report_subscription_runs" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "report_subscriptions" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);