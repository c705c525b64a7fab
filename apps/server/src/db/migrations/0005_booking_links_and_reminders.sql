CREATE TABLE "appointment_links" (
	"merchant_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"calendar_item_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_links_merchant_id_token_hash_pk" PRIMARY KEY("merchant_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "appointment_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_links" ADD CONSTRAINT "appointment_links_merchant_id_calendar_item_id_calendar_items_merchant_id_id_fk" FOREIGN KEY ("merchant_id","calendar_item_id") REFERENCES "public"."calendar_items"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_links_token_hash_key" ON "appointment_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_items_reminder_due_idx" ON "calendar_items" USING btree ("start_at") WHERE "calendar_items"."kind" = 'appointment' and "calendar_items"."status" = 'booked' and "calendar_items"."reminder_sent_at" is null;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "appointment_links" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);