-- spec 3 §3.3 Fee structure links, kept by the database whichever path writes them (the fee form, the
-- catalogue item form, the seed): only taxes are charged on a fee, only on a taxable fee or order fee;
-- an order fee applies to the whole order, never to an item; a saved fee keeps its type.
CREATE FUNCTION "fee_structure_taxes_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "fee_structures" f WHERE f."merchant_id" = NEW."merchant_id"
      AND f."id" = NEW."tax_fee_structure_id" AND f."type" = 'tax') THEN
    RAISE EXCEPTION 'fee structure % is not a tax', NEW."tax_fee_structure_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'fee_structure_taxes_tax_check';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM "fee_structures" f WHERE f."merchant_id" = NEW."merchant_id"
      AND f."id" = NEW."fee_structure_id" AND f."type" IN ('fee', 'order_fee') AND f."is_taxable") THEN
    RAISE EXCEPTION 'fee structure % is not a taxable fee', NEW."fee_structure_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'fee_structure_taxes_fee_check';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_structure_taxes_check" BEFORE INSERT OR UPDATE ON "fee_structure_taxes"
FOR EACH ROW EXECUTE FUNCTION "fee_structure_taxes_check"();--> statement-breakpoint
CREATE FUNCTION "offering_fee_structures_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "fee_structures" f WHERE f."merchant_id" = NEW."merchant_id"
      AND f."id" = NEW."fee_structure_id" AND f."type" = 'order_fee') THEN
    RAISE EXCEPTION 'order fee % cannot be attached to an item', NEW."fee_structure_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'offering_fee_structures_item_level_check';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "offering_fee_structures_check" BEFORE INSERT OR UPDATE ON "offering_fee_structures"
FOR EACH ROW EXECUTE FUNCTION "offering_fee_structures_check"();--> statement-breakpoint
CREATE FUNCTION "fee_structures_keep_type"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the type of fee structure % cannot change', OLD."id"
    USING ERRCODE = 'check_violation', CONSTRAINT = 'fee_structures_type_fixed_check';
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_structures_keep_type" BEFORE UPDATE OF "type" ON "fee_structures"
FOR EACH ROW WHEN (OLD."type" IS DISTINCT FROM NEW."type") EXECUTE FUNCTION "fee_structures_keep_type"();
