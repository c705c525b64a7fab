CREATE TABLE "custom_field_templates" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "custom_field_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"label" text NOT NULL,
	"type" integer NOT NULL,
	"hint_text" text,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_field_templates_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "custom_field_templates_type_check" CHECK ("custom_field_templates"."type" in (0, 1, 2, 3, 4, 5, 6, 8))
);
--> statement-breakpoint
ALTER TABLE "custom_field_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fee_structure_taxes" (
	"merchant_id" bigint NOT NULL,
	"fee_structure_id" bigint NOT NULL,
	"tax_fee_structure_id" bigint NOT NULL,
	CONSTRAINT "fee_structure_taxes_merchant_id_fee_structure_id_tax_fee_structure_id_pk" PRIMARY KEY("merchant_id","fee_structure_id","tax_fee_structure_id"),
	CONSTRAINT "fee_structure_taxes_not_self_check" CHECK ("fee_structure_taxes"."fee_structure_id" <> "fee_structure_taxes"."tax_fee_structure_id")
);
--> statement-breakpoint
ALTER TABLE "fee_structure_taxes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fee_structures" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "fee_structures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"is_percent" boolean NOT NULL,
	"amount_cents" bigint,
	"percent_thousandths" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"is_taxable" boolean DEFAULT false NOT NULL,
	"discount_code" text,
	"discount_uses" integer,
	"discount_start_date" date,
	"discount_end_date" date,
	"discounts_used_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_structures_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "fee_structures_type_check" CHECK ("fee_structures"."type" in ('fee', 'order_fee', 'tax', 'line_item_discount')),
	CONSTRAINT "fee_structures_name_check" CHECK (length(trim("fee_structures"."name")) between 1 and 100),
	CONSTRAINT "fee_structures_amount_check" CHECK (case when "fee_structures"."is_percent"
            then "fee_structures"."percent_thousandths" between 1 and 100000 and "fee_structures"."amount_cents" is null
            else "fee_structures"."amount_cents" > 0 and "fee_structures"."percent_thousandths" is null end),
	CONSTRAINT "fee_structures_discount_check" CHECK ("fee_structures"."type" = 'line_item_discount' or ("fee_structures"."discount_code" is null and "fee_structures"."discount_uses" is null
            and "fee_structures"."discount_start_date" is null and "fee_structures"."discount_end_date" is null)),
	CONSTRAINT "fee_structures_discount_uses_check" CHECK ("fee_structures"."discount_uses" is null or "fee_structures"."discount_uses" >= 1),
	CONSTRAINT "fee_structures_discount_dates_check" CHECK ("fee_structures"."discount_start_date" is null or "fee_structures"."discount_end_date" is null
            or "fee_structures"."discount_start_date" <= "fee_structures"."discount_end_date")
);
--> statement-breakpoint
ALTER TABLE "fee_structures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "offering_fee_structures" (
	"merchant_id" bigint NOT NULL,
	"offering_id" bigint NOT NULL,
	"fee_structure_id" bigint NOT NULL,
	CONSTRAINT "offering_fee_structures_merchant_id_offering_id_fee_structure_id_pk" PRIMARY KEY("merchant_id","offering_id","fee_structure_id")
);
--> statement-breakpoint
ALTER TABLE "offering_fee_structures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "custom_field_templates" ADD CONSTRAINT "custom_field_templates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure_taxes" ADD CONSTRAINT "fee_structure_taxes_merchant_id_fee_structure_id_fee_structures_merchant_id_id_fk" FOREIGN KEY ("merchant_id","fee_structure_id") REFERENCES "public"."fee_structures"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structure_taxes" ADD CONSTRAINT "fee_structure_taxes_merchant_id_tax_fee_structure_id_fee_structures_merchant_id_id_fk" FOREIGN KEY ("merchant_id","tax_fee_structure_id") REFERENCES "public"."fee_structures"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_fee_structures" ADD CONSTRAINT "offering_fee_structures_merchant_id_offering_id_offerings_merchant_id_id_fk" FOREIGN KEY ("merchant_id","offering_id") REFERENCES "public"."offerings"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_fee_structures" ADD CONSTRAINT "offering_fee_structures_merchant_id_fee_structure_id_fee_structures_merchant_id_id_fk" FOREIGN KEY ("merchant_id","fee_structure_id") REFERENCES "public"."fee_structures"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_templates_id_key" ON "custom_field_templates" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_templates_name_key" ON "custom_field_templates" USING btree ("merchant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "fee_structures_id_key" ON "fee_structures" USING btree ("id");--> statement-breakpoint
CREATE INDEX "fee_structures_merchant_type_idx" ON "fee_structures" USING btree ("merchant_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_structures_discount_code_key" ON "fee_structures" USING btree ("merchant_id",lower("discount_code")) WHERE "fee_structures"."discount_code" is not null and "fee_structures"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offering_fee_structures_fee_idx" ON "offering_fee_structures" USING btree ("merchant_id","fee_structure_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "custom_field_templates" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fee_structure_taxes" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fee_structures" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "offering_fee_structures" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);