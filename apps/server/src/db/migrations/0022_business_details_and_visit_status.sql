ALTER TABLE "calendar_items" DROP CONSTRAINT "calendar_items_status_check";--> statement-breakpoint
ALTER TABLE "timeline_events" DROP CONSTRAINT "timeline_events_kind_check";--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "address1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "address2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "zip_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "website_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "week_starts_on" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_status_check" CHECK ("calendar_items"."status" in ('booked', 'arrived', 'completed', 'cancelled', 'no_show'));--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_kind_check" CHECK ("timeline_events"."timeline_event_type" in ('comment', 'customer_event', 'email_event', 'integration_event', 'appointment_event'));--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_week_starts_on_check" CHECK ("merchants"."week_starts_on" between 0 and 6);