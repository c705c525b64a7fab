CREATE TABLE "billing_schedule_numbers" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_schedule_numbers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "billing_schedules" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "billing_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscription_number" bigint DEFAULT 0 NOT NULL,
	"order_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"payment_account_id" bigint,
	"offering_id" bigint,
	"offering_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"recurrence" jsonb NOT NULL,
	"quantity_thousandths" bigint NOT NULL,
	"price" bigint NOT NULL,
	"fee_structure_ids" bigint[] DEFAULT '{}' NOT NULL,
	"start_at" date NOT NULL,
	"next_bill_date" date,
	"final_bill_date" date,
	"occurrences" integer,
	"number_of_active_executions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_schedules_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "billing_schedules_status_check" CHECK ("billing_schedules"."status" in ('active', 'suspended', 'expired', 'cancelled')),
	CONSTRAINT "billing_schedules_price_check" CHECK ("billing_schedules"."price" >= 0 and "billing_schedules"."quantity_thousandths" > 0),
	CONSTRAINT "billing_schedules_occurrences_check" CHECK ("billing_schedules"."occurrences" is null or "billing_schedules"."occurrences" >= 1)
);
--> statement-breakpoint
ALTER TABLE "billing_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"queue" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'dead')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "checkout_intents" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "checkout_intents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"plan" jsonb NOT NULL,
	"amount_total" bigint NOT NULL,
	"order_id" bigint,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_intents_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "checkout_intents_state_check" CHECK ("checkout_intents"."state" in ('started', 'completed', 'failed', 'abandoned'))
);
--> statement-breakpoint
ALTER TABLE "checkout_intents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_lines" (
	"merchant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"line_number" integer NOT NULL,
	"offering_id" bigint,
	"name" text NOT NULL,
	"price_structure" text NOT NULL,
	"unit_name" text,
	"unit_price" bigint NOT NULL,
	"quantity_thousandths" bigint NOT NULL,
	"start_date" date,
	"amount_subtotal" bigint NOT NULL,
	"amount_discount" bigint NOT NULL,
	"amount_fee" bigint NOT NULL,
	"amount_tax" bigint NOT NULL,
	"amount_total" bigint NOT NULL,
	CONSTRAINT "order_lines_merchant_id_order_id_line_number_pk" PRIMARY KEY("merchant_id","order_id","line_number"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity_thousandths" > 0),
	CONSTRAINT "order_lines_total_check" CHECK ("order_lines"."amount_total" = "order_lines"."amount_subtotal" - "order_lines"."amount_discount" + "order_lines"."amount_fee" + "order_lines"."amount_tax")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_numbers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "orders" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_number" bigint DEFAULT 0 NOT NULL,
	"customer_id" bigint,
	"customer_first_name" text DEFAULT '' NOT NULL,
	"customer_last_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"sale_type" smallint NOT NULL,
	"order_status" smallint DEFAULT 1 NOT NULL,
	"payment_status" text NOT NULL,
	"amount_subtotal" bigint NOT NULL,
	"amount_discount" bigint NOT NULL,
	"amount_fee" bigint NOT NULL,
	"amount_tax" bigint NOT NULL,
	"amount_total" bigint NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"priced" jsonb NOT NULL,
	"discount_code" text DEFAULT '' NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contains_subscription" boolean DEFAULT false NOT NULL,
	"appointment_id" bigint,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "orders_order_status_check" CHECK ("orders"."order_status" in (1, 2)),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('scheduled', 'paid', 'unpaid', 'cancelled', 'partially_paid', 'pending', 'past_due', 'requires_action')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."amount_subtotal" >= 0 and "orders"."amount_discount" >= 0 and "orders"."amount_fee" >= 0 and "orders"."amount_tax" >= 0 and "orders"."amount_discount" <= "orders"."amount_subtotal"),
	CONSTRAINT "orders_total_check" CHECK ("orders"."amount_total" = "orders"."amount_subtotal" - "orders"."amount_discount" + "orders"."amount_fee" + "orders"."amount_tax"),
	CONSTRAINT "orders_paid_check" CHECK ("orders"."amount_paid" >= 0 and "orders"."amount_paid" <= "orders"."amount_total")
);
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "transactions" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"ref_payment_id" bigint,
	"is_refund" boolean DEFAULT false NOT NULL,
	"funding" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_mode" text NOT NULL,
	"status" smallint NOT NULL,
	"processor_status" text NOT NULL,
	"processor_reference" text,
	"amount" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"can_void_until" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"email" text DEFAULT '' NOT NULL,
	"payment_account_id" bigint,
	"account_kind" text,
	"account_last_four" text,
	"account_label" text,
	"ach_authorization_type" text,
	"company_name" text DEFAULT '' NOT NULL,
	"amount_tendered" bigint,
	"change_due" bigint,
	"check_number" text,
	"failure_reason" text,
	"ach_return_code" text,
	"idempotency_key" text NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" between 1 and 6),
	CONSTRAINT "transactions_refund_check" CHECK ("transactions"."is_refund" = ("transactions"."ref_payment_id" is not null)),
	CONSTRAINT "transactions_status_kind_check" CHECK (("transactions"."is_refund" and "transactions"."status" in (4, 5, 6)) or (not "transactions"."is_refund" and "transactions"."status" in (1, 2, 3))),
	CONSTRAINT "transactions_funding_check" CHECK ("transactions"."funding" in ('payment', 'credit')),
	CONSTRAINT "transactions_payment_type_check" CHECK ("transactions"."payment_type" in ('credit_card', 'ach', 'cash')),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount" > 0),
	CONSTRAINT "transactions_refunded_check" CHECK ("transactions"."refunded_amount" >= 0 and "transactions"."refunded_amount" <= "transactions"."amount")
);
--> statement-breakpoint
ALTER TABLE "transactions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "processor_report_cursor" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"owner_merchant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"payment_reference" text,
	"token" text NOT NULL,
	"behaviour" text NOT NULL,
	"state" jsonb NOT NULL,
	"status" text NOT NULL,
	"can_void_until" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_kind_check" CHECK ("sandbox_payments"."kind" in ('payment', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "accepted_payment_types" text[] DEFAULT '{CC,ACH}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "can_issue_refund" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_schedule_numbers" ADD CONSTRAINT "billing_schedule_numbers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_merchant_id_order_id_orders_merchant_id_id_fk" FOREIGN KEY ("merchant_id","order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_merchant_id_customer_id_customers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","customer_id") REFERENCES "public"."customers"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_merchant_id_payment_account_id_payment_accounts_merchant_id_id_fk" FOREIGN KEY ("merchant_id","payment_account_id") REFERENCES "public"."payment_accounts"("merchant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_intents" ADD CONSTRAINT "checkout_intents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_merchant_id_order_id_orders_merchant_id_id_fk" FOREIGN KEY ("merchant_id","order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_merchant_id_offering_id_offerings_merchant_id_id_fk" FOREIGN KEY ("merchant_id","offering_id") REFERENCES "public"."offerings"("merchant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_customer_id_customers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","customer_id") REFERENCES "public"."customers"("merchant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_created_by_user_id_users_merchant_id_id_fk" FOREIGN KEY ("merchant_id","created_by_user_id") REFERENCES "public"."users"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_merchant_id_order_id_orders_merchant_id_id_fk" FOREIGN KEY ("merchant_id","order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_merchant_id_ref_payment_id_transactions_merchant_id_id_fk" FOREIGN KEY ("merchant_id","ref_payment_id") REFERENCES "public"."transactions"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_merchant_id_payment_account_id_payment_accounts_merchant_id_id_fk" FOREIGN KEY ("merchant_id","payment_account_id") REFERENCES "public"."payment_accounts"("merchant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_schedules_id_key" ON "billing_schedules" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_schedules_number_key" ON "billing_schedules" USING btree ("merchant_id","subscription_number");--> statement-breakpoint
CREATE INDEX "billing_schedules_customer_idx" ON "billing_schedules" USING btree ("merchant_id","customer_id");--> statement-breakpoint
CREATE INDEX "billing_schedules_next_bill_idx" ON "billing_schedules" USING btree ("next_bill_date") WHERE "billing_schedules"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queue_key" ON "jobs" USING btree ("queue","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_intents_key" ON "checkout_intents" USING btree ("merchant_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "checkout_intents_started_idx" ON "checkout_intents" USING btree ("created_at") WHERE "checkout_intents"."state" = 'started';--> statement-breakpoint
CREATE INDEX "order_lines_offering_idx" ON "order_lines" USING btree ("merchant_id","offering_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_id_key" ON "orders" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("merchant_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("merchant_id","customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_id_key" ON "transactions" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency_key" ON "transactions" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_processor_reference_key" ON "transactions" USING btree ("processor_reference");--> statement-breakpoint
CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("merchant_id","order_id");--> statement-breakpoint
CREATE INDEX "transactions_open_idx" ON "transactions" USING btree ("can_void_until") WHERE "transactions"."processor_status" in ('authorized', 'posted');--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_key" ON "sandbox_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_payments_due_idx" ON "sandbox_payments" USING btree ("can_void_until") WHERE "sandbox_payments"."status" in ('authorized', 'posted');--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_accepted_payment_types_check" CHECK ("merchants"."accepted_payment_types" <@ '{CC,ACH}'::text[]);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "billing_schedule_numbers" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "billing_schedules" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "checkout_intents" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "order_lines" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "order_numbers" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "orders" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "transactions" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE FUNCTION "orders_assign_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_numbers" AS n ("merchant_id", "last_number") VALUES (NEW."merchant_id", 1001)
  ON CONFLICT ("merchant_id") DO UPDATE SET "last_number" = n."last_number" + 1
  RETURNING n."last_number" INTO NEW."order_number";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_assign_number" BEFORE INSERT ON "orders"
FOR EACH ROW EXECUTE FUNCTION "orders_assign_number"();--> statement-breakpoint
CREATE FUNCTION "billing_schedules_assign_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "billing_schedule_numbers" AS n ("merchant_id", "last_number") VALUES (NEW."merchant_id", 1)
  ON CONFLICT ("merchant_id") DO UPDATE SET "last_number" = n."last_number" + 1
  RETURNING n."last_number" INTO NEW."subscription_number";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "billing_schedules_assign_number" BEFORE INSERT ON "billing_schedules"
FOR EACH ROW EXECUTE FUNCTION "billing_schedules_assign_number"();
