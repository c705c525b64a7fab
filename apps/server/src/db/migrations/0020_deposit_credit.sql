ALTER TABLE "orders" ADD COLUMN "deposit_credit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_order_id" bigint;--> statement-breakpoint
UPDATE "orders" SET "deposit_credit" = ("priced"->'deposit_credit'->>'cents')::bigint,
  "deposit_order_id" = ("priced"->'deposit_credit'->>'deposit_order_id')::bigint,
  "priced" = "priced" - 'deposit_credit'
WHERE "priced" ? 'deposit_credit';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit_order_fk" FOREIGN KEY ("merchant_id","deposit_order_id") REFERENCES "public"."orders"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit_credit_check" CHECK ("orders"."deposit_credit" between 0 and "orders"."amount_total" and ("orders"."deposit_order_id" is null) = ("orders"."deposit_credit" = 0));