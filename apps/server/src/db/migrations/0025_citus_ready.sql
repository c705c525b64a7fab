-- Issue 23 point 8, decision 101: ready for Citus, distributed by merchant. Citus refuses a unique index,
-- primary key or exclusion constraint of a distributed table without its distribution column, so:
-- 1. the unique indexes on `id` alone of decision 2 go (every foreign key already references
--    (merchant_id, id), and every single-id read names the merchant);
-- 2. what was unique across merchants becomes unique within the merchant, and what is looked up before a
--    merchant is known (a user name at sign-in, a session token, a manage link, a password reset code, an
--    image's public key) is mapped to its merchant by the reference table merchant_keys, whose primary key
--    keeps user names unique across merchants;
-- 3. booking addresses, current and held (issue 13 point 8), move to the reference table url_subdomains,
--    whose primary key keeps them unique; `claim_url_subdomain` replaces migration 0016's trigger on
--    merchants (Citus runs no trigger of a distributed table on the coordinator);
-- 4. sessions lead their key with merchant_id, and the support console's own sessions (no merchant) move
--    to support_sessions.
-- The application writes merchant_keys and url_subdomains in the transaction of the row they map.
CREATE TABLE "merchant_keys" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"merchant_id" bigint NOT NULL,
	CONSTRAINT "merchant_keys_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "merchant_keys_kind_check" CHECK ("merchant_keys"."kind" in ('user_name', 'session', 'manage_link', 'password_reset', 'image'))
);
--> statement-breakpoint
ALTER TABLE "merchant_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "url_subdomains" (
	"url_subdomain" text PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "url_subdomains" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "support_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"support_user_id" bigint NOT NULL,
	"csrf_token" text NOT NULL,
	"idle_timeout_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
INSERT INTO "url_subdomains" ("url_subdomain", "merchant_id", "released_at")
SELECT "url_subdomain", "id", NULL FROM "merchants";--> statement-breakpoint
INSERT INTO "url_subdomains" ("url_subdomain", "merchant_id", "released_at")
SELECT "url_subdomain", "merchant_id", "released_at" FROM "released_url_subdomains"
ON CONFLICT ("url_subdomain") DO NOTHING;--> statement-breakpoint
INSERT INTO "merchant_keys" ("kind", "key", "merchant_id")
SELECT 'user_name', lower("user_name"), "merchant_id" FROM "users";--> statement-breakpoint
INSERT INTO "merchant_keys" ("kind", "key", "merchant_id")
SELECT 'session', "id", "merchant_id" FROM "sessions" WHERE "merchant_id" IS NOT NULL AND "user_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "merchant_keys" ("kind", "key", "merchant_id")
SELECT 'manage_link', "token_hash", "merchant_id" FROM "appointment_links";--> statement-breakpoint
INSERT INTO "merchant_keys" ("kind", "key", "merchant_id")
SELECT 'password_reset', "code_hash", "merchant_id" FROM "email_codes" WHERE "purpose" = 'password_reset';--> statement-breakpoint
INSERT INTO "merchant_keys" ("kind", "key", "merchant_id")
SELECT 'image', "public_key"::text, "merchant_id" FROM "images";--> statement-breakpoint
INSERT INTO "support_sessions" ("id", "support_user_id", "csrf_token", "idle_timeout_seconds", "created_at",
	"last_seen_at", "absolute_expires_at", "ip", "user_agent")
SELECT "id", "support_user_id", "csrf_token", "idle_timeout_seconds", "created_at", "last_seen_at",
	"absolute_expires_at", "ip", "user_agent"
FROM "sessions" WHERE "merchant_id" IS NULL AND "support_user_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "sessions" WHERE "merchant_id" IS NULL OR "user_id" IS NULL;--> statement-breakpoint
DROP TRIGGER "merchants_url_subdomain_claim" ON "merchants";--> statement-breakpoint
DROP TRIGGER "merchants_url_subdomain_change" ON "merchants";--> statement-breakpoint
DROP FUNCTION "merchants_url_subdomain_hold"();--> statement-breakpoint
DROP TABLE "released_url_subdomains" CASCADE;--> statement-breakpoint
DROP INDEX "billing_schedules_id_key";--> statement-breakpoint
DROP INDEX "appointment_links_token_hash_key";--> statement-breakpoint
DROP INDEX "calendar_items_id_key";--> statement-breakpoint
DROP INDEX "customers_id_key";--> statement-breakpoint
DROP INDEX "timeline_events_id_key";--> statement-breakpoint
DROP INDEX "email_codes_code_hash_key";--> statement-breakpoint
DROP INDEX "outbox_emails_id_key";--> statement-breakpoint
DROP INDEX "custom_field_templates_id_key";--> statement-breakpoint
DROP INDEX "fee_structures_id_key";--> statement-breakpoint
DROP INDEX "images_id_key";--> statement-breakpoint
DROP INDEX "merchants_url_subdomain_key";--> statement-breakpoint
DROP INDEX "offering_categories_id_key";--> statement-breakpoint
DROP INDEX "offerings_id_key";--> statement-breakpoint
DROP INDEX "orders_id_key";--> statement-breakpoint
DROP INDEX "transactions_id_key";--> statement-breakpoint
DROP INDEX "payment_accounts_id_key";--> statement-breakpoint
DROP INDEX "days_off_id_key";--> statement-breakpoint
DROP INDEX "service_providers_id_key";--> statement-breakpoint
DROP INDEX "work_plan_breaks_id_key";--> statement-breakpoint
DROP INDEX "users_id_key";--> statement-breakpoint
DROP INDEX "images_public_key_key";--> statement-breakpoint
DROP INDEX "transactions_processor_reference_key";--> statement-breakpoint
DROP INDEX "users_user_name_key";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
CREATE INDEX "url_subdomains_merchant_idx" ON "url_subdomains" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "images_public_key_key" ON "images" USING btree ("merchant_id","public_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_processor_reference_key" ON "transactions" USING btree ("merchant_id","processor_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_key" ON "users" USING btree ("merchant_id",lower("user_name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "merchant_keys" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "url_subdomains" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);--> statement-breakpoint
-- Gives `address` to `merchant` as its current booking address, in the caller's transaction, before the
-- caller writes merchants.url_subdomain (or after it inserts the merchant). The merchant's other current
-- address is held for 90 days (issue 13 point 8), unless it was never chosen (is_default_url_subdomain: a
-- sign-up's placeholder), which is let go. Refuses, as a unique violation of url_subdomains_pkey, an address
-- another merchant uses or released less than 90 days ago; the same merchant may take its own back. Two
-- claims of one address queue on its row (or on the primary key when it is new), so one wins.
-- SECURITY DEFINER: the check must see every merchant's addresses, which row-level security hides from the
-- tenant role; a tenant transaction may claim for its own merchant only. Called, not a trigger: Citus runs
-- no trigger of a distributed table on the coordinator.
CREATE FUNCTION "claim_url_subdomain"("merchant" bigint, "address" text)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  "tenant" text := nullif(current_setting('app.merchant_id', true), '');
  "holder" "url_subdomains";
BEGIN
  IF "tenant" IS NOT NULL AND "tenant"::bigint <> "merchant" THEN
    RAISE EXCEPTION 'a tenant transaction claims booking addresses for its own merchant only';
  END IF;
  IF EXISTS (SELECT 1 FROM "merchants" m WHERE m."id" = "merchant" AND NOT m."is_default_url_subdomain") THEN
    UPDATE "url_subdomains" SET "released_at" = now()
     WHERE "merchant_id" = "merchant" AND "released_at" IS NULL AND "url_subdomain" <> "address";
  ELSE
    DELETE FROM "url_subdomains"
     WHERE "merchant_id" = "merchant" AND "released_at" IS NULL AND "url_subdomain" <> "address";
  END IF;
  SELECT * INTO "holder" FROM "url_subdomains" WHERE "url_subdomain" = "address" FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO "url_subdomains" ("url_subdomain", "merchant_id") VALUES ("address", "merchant");
  ELSIF "holder"."merchant_id" <> "merchant"
        AND ("holder"."released_at" IS NULL OR "holder"."released_at" > now() - interval '90 days') THEN
    RAISE EXCEPTION 'booking address % is taken', "address"
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'url_subdomains_pkey';
  ELSE
    UPDATE "url_subdomains" SET "merchant_id" = "merchant", "released_at" = NULL
     WHERE "url_subdomain" = "address";
  END IF;
END $$;
