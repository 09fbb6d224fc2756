CREATE TABLE "partner_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"commission_bps" integer DEFAULT 0 NOT NULL,
	"net_discount_bps" integer DEFAULT 0 NOT NULL,
	"payment_terms" text DEFAULT 'card' NOT NULL,
	"payment_days" integer DEFAULT 30 NOT NULL,
	"credit_limit_cents" integer DEFAULT 0 NOT NULL,
	"attribution_days" integer DEFAULT 30 NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_contracts_bps" CHECK ("partner_contracts"."commission_bps" BETWEEN 0 AND 10000 AND "partner_contracts"."net_discount_bps" BETWEEN 0 AND 10000),
	CONSTRAINT "partner_contracts_terms" CHECK ("partner_contracts"."payment_terms" IN ('on_account', 'card')),
	CONSTRAINT "partner_contracts_limits" CHECK ("partner_contracts"."credit_limit_cents" >= 0 AND "partner_contracts"."payment_days" BETWEEN 0 AND 365 AND "partner_contracts"."attribution_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE TABLE "partner_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "partner_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"partner_type" text,
	"company_name" text,
	"partner_id" integer,
	"user_id" integer,
	"role" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by_staff" integer,
	"created_by_user" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_tokens_purpose" CHECK ("partner_tokens"."purpose" IN ('invite', 'user_invite', 'reset')),
	CONSTRAINT "partner_tokens_email_lower" CHECK ("partner_tokens"."email" = lower("partner_tokens"."email"))
);
--> statement-breakpoint
CREATE TABLE "partner_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"password_hash" text,
	"locale" text DEFAULT 'it' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_users_email_lower" CHECK ("partner_users"."email" = lower("partner_users"."email")),
	CONSTRAINT "partner_users_role" CHECK ("partner_users"."role" IN ('owner', 'booker')),
	CONSTRAINT "partner_users_status" CHECK ("partner_users"."status" IN ('invited', 'active', 'deactivated'))
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_type" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone,
	"source" text NOT NULL,
	"application_message" text,
	"company_name" text NOT NULL,
	"contact_name" text,
	"email" text NOT NULL,
	"phone" text,
	"vat_number" text,
	"fiscal_code" text,
	"sdi_code" text,
	"pec" text,
	"address" text,
	"city" text,
	"postal_code" text,
	"province" text,
	"country" text DEFAULT 'IT' NOT NULL,
	"locale" text DEFAULT 'it' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_type" CHECK ("partners"."partner_type" IN ('reseller', 'referral')),
	CONSTRAINT "partners_status" CHECK ("partners"."status" IN ('active', 'inactive', 'suspended')),
	CONSTRAINT "partners_email_lower" CHECK ("partners"."email" = lower("partners"."email"))
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_user_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_net_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_payment" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_retained_cents" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "partner_order" jsonb;--> statement-breakpoint
ALTER TABLE "partner_contracts" ADD CONSTRAINT "partner_contracts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contracts" ADD CONSTRAINT "partner_contracts_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sessions" ADD CONSTRAINT "partner_sessions_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tokens" ADD CONSTRAINT "partner_tokens_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tokens" ADD CONSTRAINT "partner_tokens_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tokens" ADD CONSTRAINT "partner_tokens_created_by_staff_staff_accounts_id_fk" FOREIGN KEY ("created_by_staff") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tokens" ADD CONSTRAINT "partner_tokens_created_by_user_partner_users_id_fk" FOREIGN KEY ("created_by_user") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_contracts_partner_idx" ON "partner_contracts" USING btree ("partner_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_sessions_token_unique" ON "partner_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "partner_sessions_user_idx" ON "partner_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_tokens_hash_unique" ON "partner_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "partner_tokens_email_idx" ON "partner_tokens" USING btree ("email","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_users_email_unique" ON "partner_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "partner_users_partner_idx" ON "partner_users" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partners_status_idx" ON "partners" USING btree ("status");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_partner_idx" ON "bookings" USING btree ("partner_id","created_at");