-- Issue 28 point 6 (decision 197): the report grid sorts by created_at, invoice_date, order_number and id in
-- plain ASC/DESC when the column is never null; ORDER BY … DESC sorts NULLS FIRST, which the DESC NULLS LAST
-- indexes (Drizzle's desc()) cannot serve, so they are built DESC NULLS FIRST. The transactions report
-- filtered by status, newest first, reads transactions_status_created_idx.
DROP INDEX "invoices_date_idx";--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_status_created_idx" ON "transactions" USING btree ("merchant_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("merchant_id","invoice_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("merchant_id","customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("merchant_id","created_at" DESC NULLS FIRST);