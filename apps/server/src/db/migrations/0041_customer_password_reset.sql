CREATE TABLE "customer_credentials" (
	"merchant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"password_hash" text NOT NULL,
	"password_set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_credentials_merchant_id_customer_id_pk" PRIMARY KEY("merchant_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "customer_credentials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_password_resets" (
	"merchant_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"has_customer_portal" boolean NOT NULL,
	"redirect_url" text,
	"requested_by_user_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_password_resets_merchant_id_token_hash_pk" PRIMARY KEY("merchant_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "customer_password_resets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "merchant_keys" DROP CONSTRAINT "merchant_keys_kind_check";--> statement-breakpoint
ALTER TABLE "customer_credentials" ADD CONSTRAINT "customer_credentials_merchant_id_customer_id_customers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","customer_id") REFERENCES "public"."customers"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_password_resets" ADD CONSTRAINT "customer_password_resets_merchant_id_customer_id_customers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","customer_id") REFERENCES "public"."customers"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_password_resets_customer_idx" ON "customer_password_resets" USING btree ("merchant_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_user_name_key" ON "customers" USING btree ("merchant_id",lower("user_name")) WHERE "customers"."user_name" <> '';--> statement-breakpoint
ALTER TABLE "merchant_keys" ADD CONSTRAINT "merchant_keys_kind_check" CHECK ("merchant_keys"."kind" in ('user_name', 'session', 'manage_link', 'password_reset', 'image', 'invoice_link', 'calendar_feed', 'customer_password_reset'));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customer_credentials" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customer_password_resets" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);