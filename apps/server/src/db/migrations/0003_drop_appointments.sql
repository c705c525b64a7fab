-- Appointments move into calendar_items (kind 'appointment') beside personal time, under one exclusion constraint.
INSERT INTO "calendar_items" ("merchant_id", "id", "kind", "service_provider_id", "offering_id", "customer_id", "start_at", "end_at", "status", "created_at", "updated_at")
OVERRIDING SYSTEM VALUE
SELECT "merchant_id", "id", 'appointment', "service_provider_id", "offering_id", NULL, "start_at", "end_at", "status", "created_at", "updated_at" FROM "appointments";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('calendar_items', 'id'), coalesce((SELECT max("id") FROM "calendar_items"), 0) + 1, false);--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "appointments" CASCADE;--> statement-breakpoint
DROP TABLE "appointments" CASCADE;
