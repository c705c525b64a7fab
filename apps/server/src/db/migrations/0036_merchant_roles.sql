CREATE TABLE "merchant_roles" (
	"merchant_id" bigint NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "merchant_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 101 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permission_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_roles_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "merchant_roles_id_check" CHECK ("merchant_roles"."id" >= 101),
	CONSTRAINT "merchant_roles_name_check" CHECK (length(trim("merchant_roles"."name")) between 1 and 100),
	CONSTRAINT "merchant_roles_permission_ids_check" CHECK ("merchant_roles"."permission_ids" <@ array[11, 41, 42, 43, 44, 45, 46]::integer[])
);
--> statement-breakpoint
ALTER TABLE "merchant_roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merchant_role_id" integer GENERATED ALWAYS AS (case when role_id >= 101 then role_id end) STORED;--> statement-breakpoint
ALTER TABLE "merchant_roles" ADD CONSTRAINT "merchant_roles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_roles_name_key" ON "merchant_roles" USING btree ("merchant_id",lower("name"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merchant_role_fk" FOREIGN KEY ("merchant_id","merchant_role_id") REFERENCES "public"."merchant_roles"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_check" CHECK (role_id between 1 and 6 or role_id >= 101);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "merchant_roles" AS PERMISSIVE FOR ALL TO "paybook_app" USING (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint) WITH CHECK (merchant_id = nullif(current_setting('app.merchant_id', true), '')::bigint);