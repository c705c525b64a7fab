CREATE TABLE "released_url_subdomains" (
	"merchant_id" bigint NOT NULL,
	"url_subdomain" text NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "released_url_subdomains_merchant_id_url_subdomain_pk" PRIMARY KEY("merchant_id","url_subdomain")
);
--> statement-breakpoint
ALTER TABLE "released_url_subdomains" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "released_url_subdomains" ADD CONSTRAINT "released_url_subdomains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "released_url_subdomains_url_subdomain_key" ON "released_url_subdomains" USING btree ("url_subdomain");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "released_url_subdomains" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
-- Issue 13 point 8: a booking address a merchant gives up is held for that merchant for 90 days, so an old
-- /book/ link never shows another business; the same merchant may take it back. Kept by the database in
-- the transaction that changes the address, whichever path writes it (setup, business settings, seed).
-- SECURITY DEFINER: the check must see every merchant's holds, which row-level security hides from the
-- tenant role. A placeholder address (is_default_url_subdomain) was never chosen, so it is not held.
CREATE FUNCTION "merchants_url_subdomain_hold"() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  address text;
BEGIN
  -- One lock per address, taken in a fixed order: a release and a claim of the same address run one after
  -- the other, and the claim's next statement (READ COMMITTED) sees the committed release.
  FOR address IN SELECT DISTINCT a FROM unnest(CASE WHEN TG_OP = 'UPDATE'
      THEN ARRAY[NEW."url_subdomain", OLD."url_subdomain"] ELSE ARRAY[NEW."url_subdomain"] END) AS a ORDER BY a LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended('url_subdomain|' || address, 0));
  END LOOP;
  IF EXISTS (SELECT 1 FROM "released_url_subdomains" r WHERE r."url_subdomain" = NEW."url_subdomain"
      AND r."merchant_id" <> NEW."id" AND r."released_at" > now() - interval '90 days') THEN
    RAISE EXCEPTION 'booking address % is held for the merchant that released it', NEW."url_subdomain"
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'released_url_subdomains_hold';
  END IF;
  DELETE FROM "released_url_subdomains" WHERE "url_subdomain" = NEW."url_subdomain";
  IF TG_OP = 'UPDATE' AND NOT OLD."is_default_url_subdomain" THEN
    INSERT INTO "released_url_subdomains" ("merchant_id", "url_subdomain", "released_at")
    VALUES (OLD."id", OLD."url_subdomain", now())
    ON CONFLICT ("url_subdomain") DO UPDATE SET "merchant_id" = EXCLUDED."merchant_id", "released_at" = EXCLUDED."released_at";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "merchants_url_subdomain_claim" BEFORE INSERT ON "merchants"
FOR EACH ROW EXECUTE FUNCTION "merchants_url_subdomain_hold"();--> statement-breakpoint
CREATE TRIGGER "merchants_url_subdomain_change" BEFORE UPDATE OF "url_subdomain" ON "merchants"
FOR EACH ROW WHEN (OLD."url_subdomain" IS DISTINCT FROM NEW."url_subdomain")
EXECUTE FUNCTION "merchants_url_subdomain_hold"();
