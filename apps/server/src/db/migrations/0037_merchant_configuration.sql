CREATE TABLE "merchant_billing_cards" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"processor_token" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_billing_cards_last_four_check" CHECK ("merchant_billing_cards"."last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "merchant_billing_cards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "merchant_design" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"logo_image_id" bigint,
	"banner_image_id" bigint,
	"primary_color" text DEFAULT '#1864ab' NOT NULL,
	"background_color" text DEFAULT '#f8f9fa' NOT NULL,
	"accept_cc" boolean DEFAULT true NOT NULL,
	"accept_ach" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_design_primary_color_check" CHECK ("merchant_design"."primary_color" ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
	CONSTRAINT "merchant_design_background_color_check" CHECK ("merchant_design"."background_color" ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$')
);
--> statement-breakpoint
ALTER TABLE "merchant_design" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "merchant_fee_invoices" (
	"merchant_id" bigint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"number" text NOT NULL,
	"product_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"processor_reference" text,
	"card_brand" text NOT NULL,
	"card_last_four" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_fee_invoices_merchant_id_period_start_pk" PRIMARY KEY("merchant_id","period_start"),
	CONSTRAINT "merchant_fee_invoices_status_check" CHECK ("merchant_fee_invoices"."status" in ('paid', 'failed')),
	CONSTRAINT "merchant_fee_invoices_amount_check" CHECK ("merchant_fee_invoices"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "merchant_fee_invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "merchant_terms" (
	"merchant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_terms_merchant_id_kind_pk" PRIMARY KEY("merchant_id","kind"),
	CONSTRAINT "merchant_terms_kind_check" CHECK ("merchant_terms"."kind" in ('TermsAndConditions', 'InvoiceTermsOfSale', 'SwipeTermsOfSale', 'DeliveryTerms', 'PrivacyPolicy', 'AuthorizationRevocationOneTimePayment', 'AuthorizationRevocationRecurringPayments')),
	CONSTRAINT "merchant_terms_text_check" CHECK (length("merchant_terms"."text") <= 20000)
);
--> statement-breakpoint
ALTER TABLE "merchant_terms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "images" DROP CONSTRAINT "images_kind_check";--> statement-breakpoint
ALTER TABLE "merchant_billing_cards" ADD CONSTRAINT "merchant_billing_cards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_design" ADD CONSTRAINT "merchant_design_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_design" ADD CONSTRAINT "merchant_design_merchant_id_logo_image_id_images_merchant_id_id_fk" FOREIGN KEY ("merchant_id","logo_image_id") REFERENCES "public"."images"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_design" ADD CONSTRAINT "merchant_design_merchant_id_banner_image_id_images_merchant_id_id_fk" FOREIGN KEY ("merchant_id","banner_image_id") REFERENCES "public"."images"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_fee_invoices" ADD CONSTRAINT "merchant_fee_invoices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_terms" ADD CONSTRAINT "merchant_terms_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_kind_check" CHECK ("images"."kind" in ('merchant_logo', 'merchant_business', 'offering', 'service_provider', 'store_banner', 'store_logo', 'design_logo', 'design_banner'));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "merchant_billing_cards" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "merchant_design" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "merchant_fee_invoices" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "merchant_terms" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);