CREATE TABLE "merchant_operations" (
	"merchant_id" bigint NOT NULL,
	"operation" text NOT NULL,
	"completed_by_user_id" bigint NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_operations_merchant_id_operation_pk" PRIMARY KEY("merchant_id","operation"),
	CONSTRAINT "merchant_operations_operation_check" CHECK ("merchant_operations"."operation" in ('request_cc_payment', 'enable_ecommerce_ach_shown'))
);
--> statement-breakpoint
ALTER TABLE "merchant_operations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "store_items" (
	"merchant_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"offering_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "store_items_merchant_id_store_id_offering_id_pk" PRIMARY KEY("merchant_id","store_id","offering_id")
);
--> statement-breakpoint
ALTER TABLE "store_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stores" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"url_name" text NOT NULL,
	"store_type" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"logo_image_id" bigint,
	"banner_image_id" bigint,
	"foreground_color" text DEFAULT '#ffffff' NOT NULL,
	"background_color" text DEFAULT '#1864ab' NOT NULL,
	"show_phone" boolean DEFAULT true NOT NULL,
	"show_location" boolean DEFAULT true NOT NULL,
	"show_email" boolean DEFAULT true NOT NULL,
	"button_text" text DEFAULT 'Pay' NOT NULL,
	"special_instructions" text DEFAULT '' NOT NULL,
	"customer_login" boolean DEFAULT false NOT NULL,
	"accept_cc" boolean DEFAULT true NOT NULL,
	"accept_ach" boolean DEFAULT true NOT NULL,
	"return_button_show" boolean DEFAULT false NOT NULL,
	"return_button_url" text DEFAULT '' NOT NULL,
	"return_button_text" text DEFAULT 'Return to Site' NOT NULL,
	"buy_button" jsonb,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "stores_name_check" CHECK (length(trim("stores"."name")) between 1 and 100),
	CONSTRAINT "stores_url_name_check" CHECK ("stores"."url_name" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("stores"."url_name") <= 80),
	CONSTRAINT "stores_type_check" CHECK ("stores"."store_type" in ('store', 'payment_form', 'buy_button')),
	CONSTRAINT "stores_status_check" CHECK ("stores"."status" in (0, 1, 2)),
	CONSTRAINT "stores_buy_button_check" CHECK (("stores"."store_type" = 'buy_button') = ("stores"."buy_button" is not null))
);
--> statement-breakpoint
ALTER TABLE "stores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "images" DROP CONSTRAINT "images_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_id" bigint;--> statement-breakpoint
ALTER TABLE "merchant_operations" ADD CONSTRAINT "merchant_operations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_merchant_id_store_id_stores_merchant_id_id_fk" FOREIGN KEY ("merchant_id","store_id") REFERENCES "public"."stores"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_merchant_id_offering_id_offerings_merchant_id_id_fk" FOREIGN KEY ("merchant_id","offering_id") REFERENCES "public"."offerings"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_merchant_id_logo_image_id_images_merchant_id_id_fk" FOREIGN KEY ("merchant_id","logo_image_id") REFERENCES "public"."images"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_merchant_id_banner_image_id_images_merchant_id_id_fk" FOREIGN KEY ("merchant_id","banner_image_id") REFERENCES "public"."images"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_items_offering_idx" ON "store_items" USING btree ("merchant_id","offering_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_url_name_key" ON "stores" USING btree ("merchant_id","url_name") WHERE "stores"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "stores_created_idx" ON "stores" USING btree ("merchant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "stores"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_store_id_stores_merchant_id_id_fk" FOREIGN KEY ("merchant_id","store_id") REFERENCES "public"."stores"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_kind_check" CHECK ("images"."kind" in ('merchant_logo', 'merchant_business', 'offering', 'service_provider', 'store_banner', 'store_logo'));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "merchant_operations" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "store_items" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "stores" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
-- spec 2 §4 Offering: "Deactivating an item that has active payment forms ... deactivates those forms too",
-- kept by the database whichever path deactivates or deletes the item (the catalogue form, the bulk
-- action, the services page, the seed). A store of several items stays active: its inactive items hide.
CREATE FUNCTION "offering_deactivates_forms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stores" s SET "status" = 2, "updated_at" = now()
  WHERE s."merchant_id" = NEW."merchant_id" AND s."status" = 1
    AND s."store_type" IN ('payment_form', 'buy_button') AND s."deleted_at" IS NULL
    AND EXISTS (SELECT 1 FROM "store_items" i WHERE i."merchant_id" = s."merchant_id"
      AND i."store_id" = s."id" AND i."offering_id" = NEW."id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "offering_deactivates_forms" AFTER UPDATE OF "is_active", "deleted_at" ON "offerings"
FOR EACH ROW WHEN ((OLD."is_active" AND NOT NEW."is_active") OR (OLD."deleted_at" IS NULL AND NEW."deleted_at" IS NOT NULL))
EXECUTE FUNCTION "offering_deactivates_forms"();
