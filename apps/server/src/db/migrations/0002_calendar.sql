CREATE TABLE "break_exceptions" (
	"merchant_id" bigint NOT NULL,
	"service_provider_id" bigint NOT NULL,
	"work_plan_break_id" bigint NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "break_exceptions_merchant_id_work_plan_break_id_date_pk" PRIMARY KEY("merchant_id","work_plan_break_id","date")
);
--> statement-breakpoint
ALTER TABLE "break_exceptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "calendar_items" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "calendar_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"service_provider_id" bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"offering_id" bigint,
	"customer_id" bigint,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_items_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "calendar_items_times_check" CHECK ("calendar_items"."start_at" < "calendar_items"."end_at"),
	CONSTRAINT "calendar_items_status_check" CHECK ("calendar_items"."status" in ('booked', 'cancelled')),
	CONSTRAINT "calendar_items_kind_check" CHECK ("calendar_items"."kind" in ('appointment', 'personal_time')),
	CONSTRAINT "calendar_items_kind_fields_check" CHECK (("calendar_items"."kind" = 'appointment' and "calendar_items"."offering_id" is not null) or ("calendar_items"."kind" = 'personal_time' and "calendar_items"."offering_id" is null and "calendar_items"."customer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "calendar_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "day_boundaries" (
	"merchant_id" bigint NOT NULL,
	"service_provider_id" bigint NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "day_boundaries_merchant_id_service_provider_id_date_pk" PRIMARY KEY("merchant_id","service_provider_id","date"),
	CONSTRAINT "day_boundaries_times_check" CHECK ("day_boundaries"."start_time" < "day_boundaries"."end_time")
);
--> statement-breakpoint
ALTER TABLE "day_boundaries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customers" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "customers_phone_check" CHECK ("customers"."phone" ~ '^[0-9]*$')
);
--> statement-breakpoint
ALTER TABLE "customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "break_exceptions" ADD CONSTRAINT "break_exceptions_merchant_id_work_plan_break_id_work_plan_breaks_merchant_id_id_fk" FOREIGN KEY ("merchant_id","work_plan_break_id") REFERENCES "public"."work_plan_breaks"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "break_exceptions" ADD CONSTRAINT "break_exceptions_merchant_id_service_provider_id_service_providers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","service_provider_id") REFERENCES "public"."service_providers"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_merchant_id_service_provider_id_service_providers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","service_provider_id") REFERENCES "public"."service_providers"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_merchant_id_offering_id_offerings_merchant_id_id_fk" FOREIGN KEY ("merchant_id","offering_id") REFERENCES "public"."offerings"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_merchant_id_customer_id_customers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","customer_id") REFERENCES "public"."customers"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_boundaries" ADD CONSTRAINT "day_boundaries_merchant_id_service_provider_id_service_providers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","service_provider_id") REFERENCES "public"."service_providers"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "break_exceptions_provider_date_idx" ON "break_exceptions" USING btree ("merchant_id","service_provider_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_items_id_key" ON "calendar_items" USING btree ("id");--> statement-breakpoint
CREATE INDEX "calendar_items_provider_start_idx" ON "calendar_items" USING btree ("merchant_id","service_provider_id","start_at");--> statement-breakpoint
CREATE INDEX "calendar_items_offering_start_idx" ON "calendar_items" USING btree ("merchant_id","offering_id","start_at");--> statement-breakpoint
CREATE INDEX "calendar_items_customer_idx" ON "calendar_items" USING btree ("merchant_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_id_key" ON "customers" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree ("merchant_id",lower("email")) WHERE "customers"."email" <> '';--> statement-breakpoint
CREATE INDEX "customers_merchant_first_name_idx" ON "customers" USING btree ("merchant_id",lower("first_name"));--> statement-breakpoint
CREATE INDEX "customers_merchant_last_name_idx" ON "customers" USING btree ("merchant_id",lower("last_name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "break_exceptions" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "calendar_items" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "day_boundaries" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customers" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);