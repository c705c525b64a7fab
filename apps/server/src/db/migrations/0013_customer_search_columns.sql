ALTER TABLE "customers" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || company)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_email" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_digits" text GENERATED ALWAYS AS (phone || ' ' || customer_number::text) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search_name_idx" ON "customers" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_email_idx" ON "customers" USING gin ("search_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_digits_idx" ON "customers" USING gin ("search_digits" gin_trgm_ops);--> statement-breakpoint
-- Decision 39: the search reads the three kinds of text through their own trigram indexes. The tenancy
-- rules of migration 0011 are unchanged: only the transaction's merchant, never a deleted customer.
-- `merchant_id + 0` keeps the merchant a filter on the few rows the trigrams find: as an index condition,
-- the planner would read the merchant's whole index (100,000 entries) to intersect with them.
CREATE OR REPLACE FUNCTION "customer_search_ids"("pattern" text) RETURNS TABLE ("id" bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT c.id FROM customers c
   WHERE c.search_name LIKE "pattern" AND c.deleted_at IS NULL
     AND c.merchant_id + 0 = nullif(current_setting('app.merchant_id', true), '')::bigint
  UNION
  SELECT c.id FROM customers c
   WHERE c.search_email LIKE "pattern" AND c.deleted_at IS NULL
     AND c.merchant_id + 0 = nullif(current_setting('app.merchant_id', true), '')::bigint
  UNION
  SELECT c.id FROM customers c
   WHERE c.search_digits LIKE "pattern" AND c.deleted_at IS NULL
     AND c.merchant_id + 0 = nullif(current_setting('app.merchant_id', true), '')::bigint
$$;
