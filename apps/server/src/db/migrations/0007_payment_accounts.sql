CREATE TABLE "payment_accounts" (
	"merchant_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"processor_token" text NOT NULL,
	"last_four" text NOT NULL,
	"issuer" text,
	"expiration_month" integer,
	"expiration_year" integer,
	"billing_zip_code" text DEFAULT '' NOT NULL,
	"bank_name" text,
	"routing_number" text,
	"is_checking_account" boolean,
	"is_personal" boolean,
	"customer_company_name" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "payment_accounts_kind_check" CHECK ("payment_accounts"."kind" in ('card', 'bank')),
	CONSTRAINT "payment_accounts_last_four_check" CHECK ("payment_accounts"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_accounts_card_fields_check" CHECK ("payment_accounts"."kind" <> 'card' or ("payment_accounts"."issuer" in ('Visa', 'Master', 'Discover', 'Amex') and "payment_accounts"."expiration_month" between 1 and 12 and "payment_accounts"."expiration_year" between 2000 and 2099)),
	CONSTRAINT "payment_accounts_bank_fields_check" CHECK ("payment_accounts"."kind" <> 'bank' or ("payment_accounts"."routing_number" ~ '^[0-9]{9}$' and "payment_accounts"."is_checking_account" is not null and "payment_accounts"."is_personal" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sandbox_processor_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"last_four" text NOT NULL,
	"brand" text,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_merchant_id_customer_id_customers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","customer_id") REFERENCES "public"."customers"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_merchant_id_created_by_user_id_users_merchant_id_id_fk" FOREIGN KEY ("merchant_id","created_by_user_id") REFERENCES "public"."users"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_id_key" ON "payment_accounts" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_one_default_key" ON "payment_accounts" USING btree ("merchant_id","customer_id") WHERE "payment_accounts"."is_default";--> statement-breakpoint
CREATE INDEX "payment_accounts_customer_idx" ON "payment_accounts" USING btree ("merchant_id","customer_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_accounts" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);