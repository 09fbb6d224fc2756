-- Sign-in limits (docs/domain/staff-accounts.md, partner-accounts.md, "Sign-in limits"): devices that
-- signed in before. Only the SHA-256 of the device cookie's token is kept, with its account.
CREATE TABLE "staff_known_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_known_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_known_devices" ADD CONSTRAINT "staff_known_devices_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_known_devices" ADD CONSTRAINT "partner_known_devices_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_known_devices_token_unique" ON "staff_known_devices" USING btree ("token_hash","staff_id");--> statement-breakpoint
CREATE INDEX "staff_known_devices_staff_idx" ON "staff_known_devices" USING btree ("staff_id","last_used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_known_devices_token_unique" ON "partner_known_devices" USING btree ("token_hash","user_id");--> statement-breakpoint
CREATE INDEX "partner_known_devices_user_idx" ON "partner_known_devices" USING btree ("user_id","last_used_at");
