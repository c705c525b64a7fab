CREATE TABLE "calendar_feed_tokens" (
	"merchant_id" bigint NOT NULL,
	"service_provider_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"reset_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_merchant_id_service_provider_id_pk" PRIMARY KEY("merchant_id","service_provider_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "merchant_keys" DROP CONSTRAINT "merchant_keys_kind_check";--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_merchant_id_service_provider_id_service_providers_merchant_id_id_fk" FOREIGN KEY ("merchant_id","service_provider_id") REFERENCES "public"."service_providers"("merchant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_hash_key" ON "calendar_feed_tokens" USING btree ("merchant_id","token_hash");--> statement-breakpoint
ALTER TABLE "merchant_keys" ADD CONSTRAINT "merchant_keys_kind_check" CHECK ("merchant_keys"."kind" in ('user_name', 'session', 'manage_link', 'password_reset', 'image', 'invoice_link', 'calendar_feed'));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "calendar_feed_tokens" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);