ALTER TABLE "merchants" ADD COLUMN "fax" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "social_links" jsonb DEFAULT '{}'::jsonb NOT NULL;