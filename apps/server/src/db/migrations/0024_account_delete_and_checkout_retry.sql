-- Issue 23 point 1 (decision 93): the four two-column foreign keys that ended ON DELETE SET NULL also set
-- merchant_id to null (a NOT NULL violation: deleting a charged payment account, an offering sold once or a
-- customer with an order answered 500). PostgreSQL 15 takes the column list: only the referring id is
-- nulled. Drizzle cannot say the list, so the schema keeps onDelete('set null') and this file is the truth.
ALTER TABLE "billing_schedules" DROP CONSTRAINT "billing_schedules_merchant_id_payment_account_id_payment_accounts_merchant_id_id_fk";--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_merchant_id_payment_account_id_payment_accounts_merchant_id_id_fk" FOREIGN KEY ("merchant_id","payment_account_id") REFERENCES "public"."payment_accounts"("merchant_id","id") ON DELETE SET NULL ("payment_account_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_merchant_id_offering_id_offerings_merchant_id_id_fk";--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_merchant_id_offering_id_offerings_merchant_id_id_fk" FOREIGN KEY ("merchant_id","offering_id") REFERENCES "public"."offerings"("merchant_id","id") ON DELETE SET NULL ("offering_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_merchant_id_customer_id_customers_merchant_id_id_fk";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_customer_id_customers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","customer_id") REFERENCES "public"."customers"("merchant_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_merchant_id_payment_account_id_payment_accounts_merchant_id_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_merchant_id_payment_account_id_payment_accounts_merchant_id_id_fk" FOREIGN KEY ("merchant_id","payment_account_id") REFERENCES "public"."payment_accounts"("merchant_id","id") ON DELETE SET NULL ("payment_account_id") ON UPDATE no action;--> statement-breakpoint
-- Issue 23 point 1 (decision 94): a resend of a retry token after a definite failure (declined, abandoned)
-- is the sale's next attempt. The failed intent is retired (kept as the attempt's record) and the token names
-- the new intent, so the key is unique among intents not retired.
DROP INDEX "checkout_intents_key";--> statement-breakpoint
ALTER TABLE "checkout_intents" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_intents_key" ON "checkout_intents" USING btree ("merchant_id","user_id","idempotency_key") WHERE "checkout_intents"."retired_at" is null;--> statement-breakpoint
ALTER TABLE "checkout_intents" ADD CONSTRAINT "checkout_intents_retired_check" CHECK ("checkout_intents"."retired_at" is null or "checkout_intents"."state" in ('failed', 'abandoned'));