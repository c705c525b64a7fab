CREATE TABLE "appointments" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"service_provider_id" bigint NOT NULL,
	"offering_id" bigint NOT NULL,
	"customer_id" bigint,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "appointments_times_check" CHECK ("appointments"."start_at" < "appointments"."end_at"),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "email_codes" (
	"merchant_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" bigint,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_codes_merchant_id_code_hash_pk" PRIMARY KEY("merchant_id","code_hash"),
	CONSTRAINT "email_codes_purpose_check" CHECK ("email_codes"."purpose" in ('email_verification', 'password_reset'))
);
--> statement-breakpoint
ALTER TABLE "email_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outbox_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_emails_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "outbox_emails_status_check" CHECK ("outbox_emails"."status" in ('pending', 'sent', 'failed', 'kept'))
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "images" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original" "bytea" NOT NULL,
	"rendered" "bytea" NOT NULL,
	"rendered_content_type" text NOT NULL,
	"crop" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "images_kind_check" CHECK ("images"."kind" in ('merchant_logo', 'merchant_business', 'offering', 'service_provider', 'store_banner'))
);
--> statement-breakpoint
ALTER TABLE "images" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booking_page_settings" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"business_description" text DEFAULT '' NOT NULL,
	"logo_image_id" bigint,
	"business_image_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_page_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "merchant_bulletins" (
	"merchant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_bulletins_merchant_id_name_pk" PRIMARY KEY("merchant_id","name")
);
--> statement-breakpoint
ALTER TABLE "merchant_bulletins" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"lead_time_value" integer DEFAULT 1 NOT NULL,
	"lead_time_unit" text DEFAULT 'Hours' NOT NULL,
	"advanced_booking_time_value" integer DEFAULT 3 NOT NULL,
	"advanced_booking_time_unit" text DEFAULT 'Months' NOT NULL,
	"cancellation_time_value" integer DEFAULT 24 NOT NULL,
	"cancellation_time_unit" text DEFAULT 'Hours' NOT NULL,
	"reminder_time_value" integer DEFAULT 24 NOT NULL,
	"reminder_time_unit" text DEFAULT 'Hours' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_settings_lead_time_unit_check" CHECK ("schedule_settings"."lead_time_unit" in ('Minutes', 'Hours', 'Days', 'Months')),
	CONSTRAINT "schedule_settings_advanced_booking_time_unit_check" CHECK ("schedule_settings"."advanced_booking_time_unit" in ('Minutes', 'Hours', 'Days', 'Months')),
	CONSTRAINT "schedule_settings_cancellation_time_unit_check" CHECK ("schedule_settings"."cancellation_time_unit" in ('Minutes', 'Hours', 'Days', 'Months')),
	CONSTRAINT "schedule_settings_reminder_time_unit_check" CHECK ("schedule_settings"."reminder_time_unit" in ('Minutes', 'Hours', 'Days', 'Months')),
	CONSTRAINT "schedule_settings_values_check" CHECK (least("schedule_settings"."lead_time_value", "schedule_settings"."advanced_booking_time_value", "schedule_settings"."cancellation_time_value", "schedule_settings"."reminder_time_value") >= 0
        and greatest("schedule_settings"."lead_time_value", "schedule_settings"."advanced_booking_time_value", "schedule_settings"."cancellation_time_value", "schedule_settings"."reminder_time_value") <= 365)
);
--> statement-breakpoint
ALTER TABLE "schedule_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "offering_categories" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "offering_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offering_categories_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "offering_categories_name_check" CHECK (length(trim("offering_categories"."name")) between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "offering_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "offering_service_providers" (
	"merchant_id" bigint NOT NULL,
	"offering_id" bigint NOT NULL,
	"service_provider_id" bigint NOT NULL,
	CONSTRAINT "offering_service_providers_merchant_id_offering_id_service_provider_id_pk" PRIMARY KEY("merchant_id","offering_id","service_provider_id")
);
--> statement-breakpoint
ALTER TABLE "offering_service_providers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "offerings" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" bigint DEFAULT 0 NOT NULL,
	"price_structure" text DEFAULT 'fixed' NOT NULL,
	"unit_name" text,
	"is_price_manual_entry" boolean DEFAULT false NOT NULL,
	"is_bookable" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_taxable" boolean DEFAULT false NOT NULL,
	"service_address_required" boolean DEFAULT false NOT NULL,
	"shipping_method_selector" text DEFAULT 'not_applicable' NOT NULL,
	"duration_minutes" integer,
	"duration_display_unit" text,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"offering_category_id" bigint,
	"image_id" bigint,
	"recurrence" jsonb,
	"custom_fields_collection" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerings_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "offerings_name_check" CHECK (length(trim("offerings"."name")) between 1 and 200),
	CONSTRAINT "offerings_price_check" CHECK ("offerings"."price_cents" >= 0),
	CONSTRAINT "offerings_price_structure_check" CHECK ("offerings"."price_structure" in ('fixed', 'per_unit', 'recurring')),
	CONSTRAINT "offerings_shipping_method_selector_check" CHECK ("offerings"."shipping_method_selector" in ('delivery_only', 'not_applicable')),
	CONSTRAINT "offerings_buffer_minutes_check" CHECK ("offerings"."buffer_minutes" in (0, 5, 10, 15, 30)),
	CONSTRAINT "offerings_duration_check" CHECK ("offerings"."duration_minutes" is null or "offerings"."duration_minutes" between 1 and 720),
	CONSTRAINT "offerings_duration_display_unit_check" CHECK ("offerings"."duration_display_unit" is null or "offerings"."duration_display_unit" in ('Minutes', 'Hours')),
	CONSTRAINT "offerings_bookable_duration_check" CHECK (not "offerings"."is_bookable" or "offerings"."duration_minutes" is not null)
);
--> statement-breakpoint
ALTER TABLE "offerings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_security_answers" (
	"merchant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"question_id" integer NOT NULL,
	"answer_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_security_answers_merchant_id_user_id_question_id_pk" PRIMARY KEY("merchant_id","user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "user_security_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "days_off" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "days_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"service_provider_id" bigint NOT NULL,
	"date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "days_off_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
ALTER TABLE "days_off" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "service_providers" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"appears_on_booking" boolean DEFAULT true NOT NULL,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_providers_merchant_id_id_pk" PRIMARY KEY("merchant_id","id")
);
--> statement-breakpoint
ALTER TABLE "service_providers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_plan_breaks" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "work_plan_breaks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"service_provider_id" bigint NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "work_plan_breaks_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "work_plan_breaks_times_check" CHECK ("work_plan_breaks"."start_time" < "work_plan_breaks"."end_time")
);
--> statement-breakpoint
ALTER TABLE "work_plan_breaks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_plans" (
	"merchant_id" bigint NOT NULL,
	"service_provider_id" bigint NOT NULL,
	"day_of_week" smallint NOT NULL,
	"enabled" boolean NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "work_plans_merchant_id_service_provider_id_day_of_week_pk" PRIMARY KEY("merchant_id","service_provider_id","day_of_week"),
	CONSTRAINT "work_plans_day_of_week_check" CHECK ("work_plans"."day_of_week" between 0 and 6),
	CONSTRAINT "work_plans_hours_check" CHECK (not "work_plans"."enabled" or "work_plans"."start_time" < "work_plans"."end_time")
);
--> statement-breakpoint
ALTER TABLE "work_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "is_default_time_zone" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "is_default_url_subdomain" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "company_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "email_unverified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "image_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_sso_user" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_merchant_id_service_provider_id_service_providers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","service_provider_id") REFERENCES "public"."service_providers"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_merchant_id_offering_id_offerings_merchant_id_id_fk" FOREIGN KEY ("merchant_id","offering_id") REFERENCES "public"."offerings"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_page_settings" ADD CONSTRAINT "booking_page_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_page_settings" ADD CONSTRAINT "booking_page_settings_merchant_id_logo_image_id_images_merchant_id_id_fk" FOREIGN KEY ("merchant_id","logo_image_id") REFERENCES "public"."images"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_page_settings" ADD CONSTRAINT "booking_page_settings_merchant_id_business_image_id_images_merchant_id_id_fk" FOREIGN KEY ("merchant_id","business_image_id") REFERENCES "public"."images"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_bulletins" ADD CONSTRAINT "merchant_bulletins_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD CONSTRAINT "schedule_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_categories" ADD CONSTRAINT "offering_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_service_providers" ADD CONSTRAINT "offering_service_providers_merchant_id_offering_id_offerings_merchant_id_id_fk" FOREIGN KEY ("merchant_id","offering_id") REFERENCES "public"."offerings"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_service_providers" ADD CONSTRAINT "offering_service_providers_merchant_id_service_provider_id_service_providers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","service_provider_id") REFERENCES "public"."service_providers"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_merchant_id_offering_category_id_offering_categories_merchant_id_id_fk" FOREIGN KEY ("merchant_id","offering_category_id") REFERENCES "public"."offering_categories"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_merchant_id_image_id_images_merchant_id_id_fk" FOREIGN KEY ("merchant_id","image_id") REFERENCES "public"."images"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_security_answers" ADD CONSTRAINT "user_security_answers_merchant_id_user_id_users_merchant_id_id_fk" FOREIGN KEY ("merchant_id","user_id") REFERENCES "public"."users"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off" ADD CONSTRAINT "days_off_merchant_id_service_provider_id_service_providers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","service_provider_id") REFERENCES "public"."service_providers"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_merchant_id_user_id_users_merchant_id_id_fk" FOREIGN KEY ("merchant_id","user_id") REFERENCES "public"."users"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_plan_breaks" ADD CONSTRAINT "work_plan_breaks_merchant_id_service_provider_id_day_of_week_work_plans_merchant_id_service_provider_id_day_of_week_fk" FOREIGN KEY ("merchant_id","service_provider_id","day_of_week") REFERENCES "public"."work_plans"("merchant_id","service_provider_id","day_of_week") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_plans" ADD CONSTRAINT "work_plans_merchant_id_service_provider_id_service_providers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","service_provider_id") REFERENCES "public"."service_providers"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_id_key" ON "appointments" USING btree ("id");--> statement-breakpoint
CREATE INDEX "appointments_provider_start_idx" ON "appointments" USING btree ("merchant_id","service_provider_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_offering_start_idx" ON "appointments" USING btree ("merchant_id","offering_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_codes_code_hash_key" ON "email_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_emails_id_key" ON "outbox_emails" USING btree ("id");--> statement-breakpoint
CREATE INDEX "outbox_emails_pending_idx" ON "outbox_emails" USING btree ("created_at") WHERE "outbox_emails"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "images_id_key" ON "images" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "images_public_key_key" ON "images" USING btree ("public_key");--> statement-breakpoint
CREATE UNIQUE INDEX "offering_categories_id_key" ON "offering_categories" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "offering_categories_name_key" ON "offering_categories" USING btree ("merchant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "offering_service_providers_provider_idx" ON "offering_service_providers" USING btree ("merchant_id","service_provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offerings_id_key" ON "offerings" USING btree ("id");--> statement-breakpoint
CREATE INDEX "offerings_merchant_name_idx" ON "offerings" USING btree ("merchant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "offerings_merchant_category_idx" ON "offerings" USING btree ("merchant_id","offering_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "days_off_id_key" ON "days_off" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "days_off_provider_date_key" ON "days_off" USING btree ("merchant_id","service_provider_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_id_key" ON "service_providers" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_user_key" ON "service_providers" USING btree ("merchant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_plan_breaks_id_key" ON "work_plan_breaks" USING btree ("id");--> statement-breakpoint
CREATE INDEX "work_plan_breaks_provider_idx" ON "work_plan_breaks" USING btree ("merchant_id","service_provider_id","day_of_week");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merchant_id_image_id_images_merchant_id_id_fk" FOREIGN KEY ("merchant_id","image_id") REFERENCES "public"."images"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_url_subdomain_check" CHECK ("merchants"."url_subdomain" ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$');--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "appointments" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "email_codes" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "outbox_emails" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "images" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "booking_page_settings" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "merchant_bulletins" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "schedule_settings" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "offering_categories" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "offering_service_providers" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "offerings" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_security_answers" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "days_off" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "service_providers" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "work_plan_breaks" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "work_plans" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);