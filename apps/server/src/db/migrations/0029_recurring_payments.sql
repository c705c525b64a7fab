ALTER TABLE "billing_schedules" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD COLUMN "kind" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
CREATE INDEX "billing_schedules_kind_idx" ON "billing_schedules" USING btree ("merchant_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_kind_check" CHECK ("billing_schedules"."kind" in ('subscription', 'recurring_payment'));--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_order_check" CHECK ("billing_schedules"."kind" = 'recurring_payment' or "billing_schedules"."order_id" is not null);