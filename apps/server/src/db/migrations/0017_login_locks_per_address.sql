-- issue 13 §5: a sign-in lock is kept per user name and source address, so failures from one address
-- never lock the user out of another; the single-use unlock links live next to them (hash only).
CREATE TABLE "login_unlock_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
-- Locks last minutes; the ones in force were per user name and have no address to keep.
DELETE FROM "login_locks";--> statement-breakpoint
ALTER TABLE "login_locks" DROP CONSTRAINT "login_locks_pkey";--> statement-breakpoint
ALTER TABLE "login_locks" ADD COLUMN "ip" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_locks" ADD CONSTRAINT "login_locks_user_name_ip_pk" PRIMARY KEY("user_name","ip");--> statement-breakpoint
CREATE INDEX "login_unlock_tokens_user_name_idx" ON "login_unlock_tokens" USING btree ("user_name","created_at");
