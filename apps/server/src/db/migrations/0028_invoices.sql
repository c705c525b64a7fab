CREATE TABLE "invoices" (
	"merchant_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"state" text NOT NULL,
	"invoice_date" date NOT NULL,
	"terms" text NOT NULL,
	"due_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"terms_of_sale" text DEFAULT '' NOT NULL,
	"additional_to_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_partial_payment" boolean DEFAULT false NOT NULL,
	"scheduled_send_at" timestamp with time zone,
	"public_token" text NOT NULL,
	"builder" jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_merchant_id_order_id_pk" PRIMARY KEY("merchant_id","order_id"),
	CONSTRAINT "invoices_state_check" CHECK ("invoices"."state" in ('draft', 'scheduled', 'sent')),
	CONSTRAINT "invoices_terms_check" CHECK ("invoices"."terms" in ('due_on_receipt', 'net_15', 'net_30', 'net_60', 'custom')),
	CONSTRAINT "invoices_schedule_check" CHECK (("invoices"."state" = 'scheduled') = ("invoices"."scheduled_send_at" is not null)),
	CONSTRAINT "invoices_due_check" CHECK ("invoices"."due_date" >= "invoices"."invoice_date")
);
--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "merchant_keys" DROP CONSTRAINT "merchant_keys_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_method" text DEFAULT 'immediate' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_merchant_id_order_id_orders_merchant_id_id_fk" FOREIGN KEY ("merchant_id","order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_public_token_key" ON "invoices" USING btree ("merchant_id","public_token");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("merchant_id","invoice_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_scheduled_idx" ON "invoices" USING btree ("scheduled_send_at") WHERE "invoices"."state" = 'scheduled';--> statement-breakpoint
ALTER TABLE "merchant_keys" ADD CONSTRAINT "merchant_keys_kind_check" CHECK ("merchant_keys"."kind" in ('user_name', 'session', 'manage_link', 'password_reset', 'image', 'invoice_link'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_method_check" CHECK ("orders"."billing_method" in ('immediate', 'invoice'));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "invoices" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);