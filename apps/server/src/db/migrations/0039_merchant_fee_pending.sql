ALTER TABLE "merchant_fee_invoices" DROP CONSTRAINT "merchant_fee_invoices_status_check";--> statement-breakpoint
ALTER TABLE "merchant_fee_invoices" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_fee_invoices" ADD CONSTRAINT "merchant_fee_invoices_status_check" CHECK ("merchant_fee_invoices"."status" in ('pending', 'paid', 'failed'));