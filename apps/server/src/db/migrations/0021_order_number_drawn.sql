-- Issue 15 point 10 (the checkout-speed decision, docs/decisions.md): an order's number may be drawn beforehand, in a
-- transaction of its own that commits at once, so the merchant's counter row is locked for that moment only
-- and not until the order's COMMIT (every checkout of one merchant queued on it). A number drawn for an order
-- that is then not written is a gap, as when a transaction rolls back in any point-of-sale system.
CREATE FUNCTION "next_order_number"("merchant" bigint) RETURNS bigint LANGUAGE sql VOLATILE AS $$
  INSERT INTO "order_numbers" AS n ("merchant_id", "last_number") VALUES ("merchant", 1001)
  ON CONFLICT ("merchant_id") DO UPDATE SET "last_number" = n."last_number" + 1
  RETURNING n."last_number"
$$;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "next_order_number"(bigint) TO "paybook_app";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_assign_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."order_number" > 0 THEN
    -- Drawn beforehand: only a number the merchant's counter has reached (orders_number_key keeps it unique).
    IF NEW."order_number" > coalesce(
      (SELECT n."last_number" FROM "order_numbers" n WHERE n."merchant_id" = NEW."merchant_id"), 0
    ) THEN
      RAISE EXCEPTION 'order number % was not drawn for merchant %', NEW."order_number", NEW."merchant_id";
    END IF;
    RETURN NEW;
  END IF;
  NEW."order_number" := "next_order_number"(NEW."merchant_id");
  RETURN NEW;
END $$;
