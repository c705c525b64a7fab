-- Issue 16 point 7: the customer's timeline shows their appointments' events (timeline_event_type
-- 'appointment_event', allowed by 0022): 'booked' when an appointment is written, 'moved' when its start
-- changes, and 'cancelled', 'no_show', 'arrived' or 'completed' when its status becomes that. A trigger,
-- so that every path writes them once and in the same transaction: the calendar, the public booking page,
-- the customer's manage page, the no-show charge, seeds and any later path.
-- content is JSON text the profile renders (keep its keys): {"appointment_id", "offering" (the service's
-- name), "provider" ("First Last"), "start_at" (ISO 8601 UTC, as the API writes instants),
-- "previous_start_at" (moved only), "time_zone" (the provider's IANA zone, ruling 8)}.
-- It runs as the writing role (no SECURITY DEFINER): under the tenant policies it reads only the
-- appointment's own merchant, and its insert passes timeline_events' WITH CHECK for the same reason.
-- Deleting an appointment (issue 16 point 2: delete is for mistakes) takes its events with it, so a
-- customer's history shows no visit that never was. A customer merge moves calendar_items.customer_id,
-- which is no event (the trigger watches start_at and status only); the events move with the timeline.
CREATE FUNCTION "calendar_items_timeline_content"("item" "calendar_items", "previous_start_at" timestamptz)
RETURNS text LANGUAGE sql STABLE SET search_path = public AS $$
  SELECT jsonb_strip_nulls(jsonb_build_object(
    'appointment_id', "item"."id",
    'offering', coalesce(o."name", ''),
    'provider', trim(coalesce(u."first_name", '') || ' ' || coalesce(u."last_name", '')),
    'start_at', to_char("item"."start_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'previous_start_at', to_char("previous_start_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'time_zone', coalesce(sp."time_zone", m."time_zone")
  ))::text
    FROM "merchants" m
    LEFT JOIN "offerings" o ON o."merchant_id" = m."id" AND o."id" = "item"."offering_id"
    LEFT JOIN "service_providers" sp ON sp."merchant_id" = m."id" AND sp."id" = "item"."service_provider_id"
    LEFT JOIN "users" u ON u."merchant_id" = m."id" AND u."id" = sp."user_id"
   WHERE m."id" = "item"."merchant_id"
$$;--> statement-breakpoint
CREATE FUNCTION "calendar_items_timeline_event"() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
DECLARE
  "event" text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD."kind" = 'appointment' AND OLD."customer_id" IS NOT NULL THEN
      DELETE FROM "timeline_events" t
       WHERE t."merchant_id" = OLD."merchant_id"
         AND t."customer_id" = OLD."customer_id"
         -- Only the trigger's own rows are read as JSON (a comment's text is not JSON).
         AND CASE WHEN t."timeline_event_type" = 'appointment_event'
                  THEN (t."content"::jsonb ->> 'appointment_id') = OLD."id"::text ELSE false END;
    END IF;
    RETURN OLD;
  END IF;
  IF NEW."kind" <> 'appointment' OR NEW."customer_id" IS NULL THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "timeline_events" ("merchant_id", "customer_id", "timeline_event_type", "event_type", "content")
    VALUES (NEW."merchant_id", NEW."customer_id", 'appointment_event', 'booked',
            "calendar_items_timeline_content"(NEW, NULL));
    RETURN NEW;
  END IF;
  IF NEW."start_at" IS DISTINCT FROM OLD."start_at" THEN
    INSERT INTO "timeline_events" ("merchant_id", "customer_id", "timeline_event_type", "event_type", "content")
    VALUES (NEW."merchant_id", NEW."customer_id", 'appointment_event', 'moved',
            "calendar_items_timeline_content"(NEW, OLD."start_at"));
  END IF;
  IF NEW."status" IS DISTINCT FROM OLD."status" AND NEW."status" IN ('cancelled', 'no_show', 'arrived', 'completed') THEN
    "event" := NEW."status";
    INSERT INTO "timeline_events" ("merchant_id", "customer_id", "timeline_event_type", "event_type", "content")
    VALUES (NEW."merchant_id", NEW."customer_id", 'appointment_event', "event",
            "calendar_items_timeline_content"(NEW, NULL));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "calendar_items_timeline_event" AFTER INSERT OR DELETE OR UPDATE OF "start_at", "status"
ON "calendar_items" FOR EACH ROW EXECUTE FUNCTION "calendar_items_timeline_event"();
