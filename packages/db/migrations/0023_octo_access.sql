CREATE TABLE "octo_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_last4" text NOT NULL,
	"created_by_user" integer,
	"created_by_staff" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "octo_api_keys_last4" CHECK (length("octo_api_keys"."key_last4") = 4),
	CONSTRAINT "octo_api_keys_name" CHECK (length("octo_api_keys"."name") BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE TABLE "octo_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_id" integer NOT NULL,
	"url" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"event_types" text[] NOT NULL,
	"retry_on_error" boolean DEFAULT true NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "octo_webhooks_events" CHECK (cardinality("octo_webhooks"."event_types") > 0)
);
--> statement-breakpoint
CREATE TABLE "octo_webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event" text NOT NULL,
	"booking_uuid" uuid NOT NULL,
	"payload" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response_code" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "octo_webhook_deliveries_status" CHECK ("octo_webhook_deliveries"."status" IN ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "octo_api_keys" ADD CONSTRAINT "octo_api_keys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_api_keys" ADD CONSTRAINT "octo_api_keys_created_by_user_partner_users_id_fk" FOREIGN KEY ("created_by_user") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_api_keys" ADD CONSTRAINT "octo_api_keys_created_by_staff_staff_accounts_id_fk" FOREIGN KEY ("created_by_staff") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_webhooks" ADD CONSTRAINT "octo_webhooks_key_id_octo_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."octo_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_webhook_deliveries" ADD CONSTRAINT "octo_webhook_deliveries_webhook_id_octo_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."octo_webhooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "octo_api_keys_hash_unique" ON "octo_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "octo_api_keys_partner_idx" ON "octo_api_keys" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "octo_webhooks_key_idx" ON "octo_webhooks" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "octo_webhook_deliveries_due_idx" ON "octo_webhook_deliveries" USING btree ("next_attempt_at") WHERE "octo_webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "octo_webhook_deliveries_webhook_idx" ON "octo_webhook_deliveries" USING btree ("webhook_id","created_at");
