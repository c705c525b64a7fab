CREATE TABLE "customer_custom_fields" (
	"merchant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"label" text NOT NULL,
	"type" text DEFAULT 'Text' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"legacy_template_id" bigint,
	CONSTRAINT "customer_custom_fields_merchant_id_customer_id_label_pk" PRIMARY KEY("merchant_id","customer_id","label"),
	CONSTRAINT "customer_custom_fields_label_check" CHECK (btrim("customer_custom_fields"."label") <> ''),
	CONSTRAINT "customer_custom_fields_checkbox_check" CHECK ("customer_custom_fields"."type" <> 'CheckBox' or "customer_custom_fields"."value" in ('Yes', 'No'))
);
--> statement-breakpoint
ALTER TABLE "customer_custom_fields" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_numbers" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_numbers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "timeline_events" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "timeline_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"timeline_event_type" text NOT NULL,
	"event_type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_by_user_id" bigint,
	"is_stickied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_events_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "timeline_events_kind_check" CHECK ("timeline_events"."timeline_event_type" in ('comment', 'customer_event', 'email_event', 'integration_event'))
);
--> statement-breakpoint
ALTER TABLE "timeline_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "customer_number" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "user_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "customer_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "alt_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "alt_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_street1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_street2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_state_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_zip_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shipping_street1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shipping_street2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shipping_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shipping_state_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shipping_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shipping_zip_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shipping_same_as_billing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shipping_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shipping_middle_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shipping_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shipping_company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || company || ' ' || email || ' ' || phone || ' ' || customer_number::text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_custom_fields" ADD CONSTRAINT "customer_custom_fields_merchant_id_customer_id_customers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","customer_id") REFERENCES "public"."customers"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_numbers" ADD CONSTRAINT "customer_numbers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_merchant_id_customer_id_customers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","customer_id") REFERENCES "public"."customers"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_merchant_id_created_by_user_id_users_merchant_id_id_fk" FOREIGN KEY ("merchant_id","created_by_user_id") REFERENCES "public"."users"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timeline_events_id_key" ON "timeline_events" USING btree ("id");--> statement-breakpoint
CREATE INDEX "timeline_events_customer_idx" ON "timeline_events" USING btree ("merchant_id","customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Existing customers are numbered from 1 per merchant in the order they were created.
UPDATE "customers" AS c SET "customer_number" = n.num
FROM (SELECT "merchant_id", "id", row_number() OVER (PARTITION BY "merchant_id" ORDER BY "created_at", "id") AS num FROM "customers") AS n
WHERE c."merchant_id" = n."merchant_id" AND c."id" = n."id";--> statement-breakpoint
INSERT INTO "customer_numbers" ("merchant_id", "last_number")
SELECT "merchant_id", max("customer_number") FROM "customers" GROUP BY "merchant_id";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_number_key" ON "customers" USING btree ("merchant_id","customer_number");--> statement-breakpoint
CREATE INDEX "customers_search_text_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_alt_phone_check" CHECK ("customers"."alt_phone" ~ '^[0-9]*$');--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customer_custom_fields" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customer_numbers" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "timeline_events" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
-- Every insert, whatever its path (back office, public booking, calendar, import, merge), takes the
-- merchant's next number; the counter row's lock serialises a merchant's concurrent inserts.
CREATE FUNCTION "customers_assign_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_numbers" AS n ("merchant_id", "last_number") VALUES (NEW."merchant_id", 1)
  ON CONFLICT ("merchant_id") DO UPDATE SET "last_number" = n."last_number" + 1
  RETURNING n."last_number" INTO NEW."customer_number";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_assign_number" BEFORE INSERT ON "customers"
FOR EACH ROW EXECUTE FUNCTION "customers_assign_number"();
