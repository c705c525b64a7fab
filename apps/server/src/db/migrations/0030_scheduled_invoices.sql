ALTER TABLE "billing_schedules" DROP CONSTRAINT "billing_schedules_kind_check";--> statement-breakpoint
ALTER TABLE "billing_schedules" DROP CONSTRAINT "billing_schedules_order_check";--> statement-breakpoint
ALTER TABLE "billing_schedules" DROP CONSTRAINT "billing_schedules_status_check";--> statement-breakpoint
ALTER TABLE "schedule_bills" DROP CONSTRAINT "schedule_bills_kind_check";--> statement-breakpoint
ALTER TABLE "schedule_bills" DROP CONSTRAINT "schedule_bills_state_check";--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD COLUMN "invoice_template" jsonb;--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_template_check" CHECK (("billing_schedules"."kind" = 'invoice_schedule') = ("billing_schedules"."invoice_template" is not null));--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_draft_check" CHECK ("billing_schedules"."status" <> 'draft' or "billing_schedules"."kind" = 'invoice_schedule');--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_kind_check" CHECK ("billing_schedules"."kind" in ('subscription', 'recurring_payment', 'invoice_schedule'));--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_order_check" CHECK ("billing_schedules"."kind" in ('recurring_payment', 'invoice_schedule') or "billing_schedules"."order_id" is not null);--> statement-breakpoint
ALTER TABLE "billing_schedules" ADD CONSTRAINT "billing_schedules_status_check" CHECK ("billing_schedules"."status" in ('active', 'suspended', 'expired', 'cancelled', 'draft'));--> statement-breakpoint
ALTER TABLE "schedule_bills" ADD CONSTRAINT "schedule_bills_kind_check" CHECK ("schedule_bills"."kind" in ('regular', 'final', 'invoice'));--> statement-breakpoint
ALTER TABLE "schedule_bills" ADD CONSTRAINT "schedule_bills_state_check" CHECK ("schedule_bills"."state" in ('due', 'retrying', 'paid', 'past_due', 'skipped', 'sent'));