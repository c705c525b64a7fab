ALTER TABLE "calendar_items" DROP CONSTRAINT "calendar_items_status_check";--> statement-breakpoint
ALTER TABLE "calendar_items" ADD COLUMN "deposit_order_id" bigint;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD COLUMN "deposit_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD COLUMN "deposit_status" text;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD COLUMN "card_payment_account_id" bigint;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD COLUMN "card_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD COLUMN "card_terms_text" text;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD COLUMN "no_show_fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD COLUMN "no_show_fee_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "deposit_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "deposit_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "no_show_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_merchant_id_deposit_order_id_orders_merchant_id_id_fk" FOREIGN KEY ("merchant_id","deposit_order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_merchant_id_deposit_transaction_id_transactions_merchant_id_id_fk" FOREIGN KEY ("merchant_id","deposit_transaction_id") REFERENCES "public"."transactions"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_merchant_id_no_show_fee_transaction_id_transactions_merchant_id_id_fk" FOREIGN KEY ("merchant_id","no_show_fee_transaction_id") REFERENCES "public"."transactions"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_items_deposit_transaction_key" ON "calendar_items" USING btree ("merchant_id","deposit_transaction_id") WHERE "calendar_items"."deposit_transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_items_no_show_fee_transaction_key" ON "calendar_items" USING btree ("merchant_id","no_show_fee_transaction_id") WHERE "calendar_items"."no_show_fee_transaction_id" is not null;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_deposit_check" CHECK (("calendar_items"."deposit_status" is null and "calendar_items"."deposit_order_id" is null and "calendar_items"."deposit_transaction_id" is null) or ("calendar_items"."deposit_status" in ('paid', 'refunded', 'kept', 'credited') and "calendar_items"."deposit_order_id" is not null and "calendar_items"."deposit_transaction_id" is not null and "calendar_items"."kind" = 'appointment'));--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_card_consent_check" CHECK (("calendar_items"."card_payment_account_id" is null and "calendar_items"."no_show_fee_cents" is null) or ("calendar_items"."card_payment_account_id" is not null and "calendar_items"."card_consent_at" is not null and length("calendar_items"."card_terms_text") > 0 and "calendar_items"."no_show_fee_cents" between 0 and 99999999));--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_no_show_fee_check" CHECK ("calendar_items"."no_show_fee_transaction_id" is null or ("calendar_items"."status" = 'no_show' and "calendar_items"."no_show_fee_cents" > 0));--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_status_check" CHECK ("calendar_items"."status" in ('booked', 'cancelled', 'no_show'));--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_deposit_check" CHECK (("offerings"."deposit_type" = 'none' and "offerings"."deposit_value" = 0) or ("offerings"."deposit_type" = 'amount' and "offerings"."deposit_value" between 1 and 99999999) or ("offerings"."deposit_type" = 'percent' and "offerings"."deposit_value" between 1 and 100000));--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_no_show_fee_check" CHECK ("offerings"."no_show_fee_cents" between 0 and 99999999);