-- Issue 28 point 6 (decision 199): the orders report's one pass over the matches of a date range reads the
-- order's key and sort value from orders_created_idx alone (an index-only scan), not from each order's row.
-- It carries the columns an order keeps once written: its number, total, channel (sale type and billing
-- method), status and store. The columns a payment changes (amount_paid, payment_status) stay out, so a
-- payment's update of an order remains a heap-only (HOT) update. Drizzle cannot write INCLUDE: the schema
-- (db/schema/orders.ts) names the index and its keys, this migration builds it.
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("merchant_id","created_at" DESC NULLS FIRST) INCLUDE ("id","order_number","amount_total","sale_type","billing_method","order_status","store_id");
