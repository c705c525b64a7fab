DROP INDEX "customers_search_text_idx";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "search_text";