ALTER TABLE "timeline_events" ADD COLUMN "outbox_email_id" bigint;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_merchant_id_outbox_email_id_outbox_emails_merchant_id_id_fk" FOREIGN KEY ("merchant_id","outbox_email_id") REFERENCES "public"."outbox_emails"("merchant_id","id") ON DELETE SET NULL ("outbox_email_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timeline_events_outbox_email_idx" ON "timeline_events" USING btree ("merchant_id","outbox_email_id") WHERE "timeline_events"."outbox_email_id" is not null;--> statement-breakpoint
-- Decision 189: the e-mail lines written before the link name their message. The outbox's statement wrote
-- the line and the message together (decision 176), so they share the instant (now()), the kind, the
-- subject and the customer's address; a line whose customer's address changed since, or that a merge
-- moved, stays without one.
UPDATE "timeline_events" AS "line" SET "outbox_email_id" = "found"."email_id"
  FROM (
    SELECT DISTINCT ON (e."merchant_id", e."id") e."merchant_id", e."id" AS "event_id", o."id" AS "email_id"
      FROM "timeline_events" e
      JOIN "customers" c ON c."merchant_id" = e."merchant_id" AND c."id" = e."customer_id"
      JOIN "outbox_emails" o ON o."merchant_id" = e."merchant_id" AND o."created_at" = e."created_at"
       AND o."kind" = e."event_type" AND o."subject" = e."content"
       AND lower(trim(o."to_address")) = lower(c."email")
     WHERE e."timeline_event_type" = 'email_event'
     ORDER BY e."merchant_id", e."id", o."id"
  ) AS "found"
 WHERE "line"."merchant_id" = "found"."merchant_id" AND "line"."id" = "found"."event_id";
