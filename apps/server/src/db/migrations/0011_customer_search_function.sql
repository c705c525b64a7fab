-- Decision 38: the customer search under row-level security. LIKE is not leakproof, so in a tenant
-- transaction PostgreSQL may not test it before the tenant policy, and it scans the merchant's rows instead
-- of using the trigram index. This function runs as the tables' owner (no policy), so the index serves the
-- LIKE, and it keeps the tenancy itself: only the merchant of the transaction (app.merchant_id, the setting
-- the policies read) and never a deleted customer. The app then reads the rows under the policy as usual.
CREATE FUNCTION "customer_search_ids"("pattern" text) RETURNS TABLE ("id" bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT c.id
    FROM customers c
   WHERE c.merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint
     AND c.deleted_at IS NULL
     AND c.search_text LIKE "pattern"
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "customer_search_ids"(text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "customer_search_ids"(text) TO "paybook_app";
--> statement-breakpoint
-- A whole e-mail address is found by its unique index instead (customers_email_key), under the same rules.
CREATE FUNCTION "customer_email_ids"("address" text) RETURNS TABLE ("id" bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT c.id
    FROM customers c
   WHERE c.merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint
     AND c.deleted_at IS NULL
     AND c.email <> ''
     AND lower(c.email) = lower("address")
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "customer_email_ids"(text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "customer_email_ids"(text) TO "paybook_app";
