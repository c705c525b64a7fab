-- ARCHITECTURE.md "No double booking": a provider's booked appointments and personal time never overlap.
-- Half-open ranges, so an item may start when another ends; cancelled items leave the constraint.
-- btree_gist (created by db/migrate.ts) lets the gist index compare the ids with =.
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_no_overlap" EXCLUDE USING gist (
  "merchant_id" WITH =,
  "service_provider_id" WITH =,
  tstzrange("start_at", "end_at") WITH &&
) WHERE ("status" <> 'cancelled');
