CREATE TABLE "schedule_bills" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "schedule_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"schedule_id" bigint NOT NULL,
	"bill_date" date NOT NULL,
	"kind" text DEFAULT 'regular' NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"amount" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_on" date,
	"order_id" bigint,
	"last_error" text DEFAULT '' NOT NULL,
	"pre_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_bills_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "schedule_bills_kind_check" CHECK ("schedule_bills"."kind" in ('regular', 'final')),
	CONSTRAINT "schedule_bills_state_check" CHECK ("schedule_bills"."state" in ('due', 'retrying', 'paid', 'past_due', 'skipped')),
	CONSTRAINT "schedule_bills_amount_check" CHECK ("schedule_bills"."amount" is null or "schedule_bills"."amount" >= 0),
	CONSTRAINT "schedule_bills_attempts_check" CHECK ("schedule_bills"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "schedule_bills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_events" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('created', 'sent', 'viewed', 'paid', 'refunded', 'voided', 'approved', 'cancelled', 'billed', 'payment_failed'))
);
--> statement-breakpoint
ALTER TABLE "order_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD COLUMN "suspend_at" date;--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD COLUMN "resume_at" date;--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD COLUMN "last_payment_option" text;--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD COLUMN "is_past_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "pre_notification_days" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "invoice_past_due_days" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_bills" ADD CONSTRAINT "schedule_bills_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_bills" ADD CONSTRAINT "schedule_bills_merchant_id_schedule_id_billing_schedules_merchant_id_id_fk" FOREIGN KEY ("merchant_id","schedule_id") REFERENCES "public"."billing_schedules"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_bills" ADD CONSTRAINT "schedule_bills_merchant_id_order_id_orders_merchant_id_id_fk" FOREIGN KEY ("merchant_id","order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_merchant_id_order_id_orders_merchant_id_id_fk" FOREIGN KEY ("merchant_id","order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_bills_period_key" ON "schedule_bills" USING btree ("merchant_id","schedule_id","bill_date","kind");--> statement-breakpoint
CREATE INDEX "schedule_bills_retry_idx" ON "schedule_bills" USING btree ("next_attempt_on") WHERE "schedule_bills"."state" in ('due', 'retrying');--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("merchant_id","order_id","created_at");--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_last_payment_option_check" CHECK ("billing_schedules"."last_payment_option" is null or "billing_schedules"."last_payment_option" in ('full_amount', 'prorated'));--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_billing_days_check" CHECK ("merchants"."pre_notification_days" between 1 and 30 and "merchants"."invoice_past_due_days" between 1 and 30);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "schedule_bills" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "order_events" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);