CREATE TABLE "partner_tax_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"person_type" text NOT NULL,
	"vat_number" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "partner_tax_requests_person" CHECK ("partner_tax_requests"."person_type" IN ('private', 'company')),
	CONSTRAINT "partner_tax_requests_status" CHECK ("partner_tax_requests"."status" IN ('pending', 'confirmed', 'refused', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "partner_payout_profiles" ALTER COLUMN "person_type" SET DEFAULT 'private';--> statement-breakpoint
ALTER TABLE "partner_payout_profiles" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "partner_payout_profiles" ADD COLUMN "tax_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_payout_profiles" ADD COLUMN "tax_confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "prepared_by" integer;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "changed_by" integer;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "tax_confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "partner_tax_requests" ADD CONSTRAINT "partner_tax_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tax_requests" ADD CONSTRAINT "partner_tax_requests_requested_by_partner_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tax_requests" ADD CONSTRAINT "partner_tax_requests_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payout_profiles" ADD CONSTRAINT "partner_payout_profiles_tax_confirmed_by_staff_accounts_id_fk" FOREIGN KEY ("tax_confirmed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_prepared_by_staff_accounts_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_changed_by_staff_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_tax_confirmed_by_staff_accounts_id_fk" FOREIGN KEY ("tax_confirmed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_tax_requests_partner_idx" ON "partner_tax_requests" USING btree ("partner_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_tax_requests_one_pending" ON "partner_tax_requests" USING btree ("partner_id") WHERE "partner_tax_requests"."status" = 'pending';--> statement-breakpoint
-- Data migration: a tax status staff set (the last payout_profile.update of the partner in the audit
-- log) is confirmed, by whoever set it, with the VAT number the company data has now. A company's
-- only when its company data has not changed since (the VAT number could be one the partner typed
-- afterwards); a private person's VAT number does not change the withholding.
WITH "last_set" AS (
  SELECT DISTINCT ON (a."target_id") a."target_id"::integer AS "partner_id", a."created_at", a."staff_id"
    FROM "staff_audit_log" a
   WHERE a."action" = 'payout_profile.update' AND a."target_type" = 'partner' AND a."target_id" ~ '^[0-9]+$'
   ORDER BY a."target_id", a."created_at" DESC, a."id" DESC
)
UPDATE "partner_payout_profiles" pp
   SET "vat_number" = p."vat_number", "tax_confirmed_at" = l."created_at", "tax_confirmed_by" = l."staff_id"
  FROM "last_set" l
  JOIN "partners" p ON p."id" = l."partner_id"
 WHERE pp."partner_id" = l."partner_id"
   AND (pp."person_type" = 'private' OR p."updated_at" <= l."created_at");--> statement-breakpoint
-- Data migration: every other referrer is unconfirmed (its payouts wait). One whose company data has
-- a VAT number (typed by the partner) gets it as a pending request, for staff to confirm or refuse.
INSERT INTO "partner_tax_requests" ("partner_id", "person_type", "vat_number", "status", "requested_at")
SELECT p."id", 'company', p."vat_number", 'pending', p."updated_at"
  FROM "partners" p
  LEFT JOIN "partner_payout_profiles" pp ON pp."partner_id" = p."id"
 WHERE p."partner_type" = 'referral' AND nullif(btrim(p."vat_number"), '') IS NOT NULL AND pp."tax_confirmed_at" IS NULL;--> statement-breakpoint
-- Data migration: an existing payout's withholding came from the tax status last set before it was
-- gathered; whoever set it is recorded on the payout.
UPDATE "partner_payouts" po
   SET "tax_confirmed_by" = (
     SELECT a."staff_id" FROM "staff_audit_log" a
      WHERE a."action" = 'payout_profile.update' AND a."target_type" = 'partner' AND a."target_id" = po."partner_id"::text AND a."created_at" <= po."created_at"
      ORDER BY a."created_at" DESC, a."id" DESC LIMIT 1);--> statement-breakpoint
-- Data migration: an approved payout not yet exported whose approver also set the tax status behind
-- it (and is not an owner) goes back to draft, for a second person to approve; audited.
INSERT INTO "staff_audit_log" ("staff_id", "actor_email", "action", "target_type", "target_id", "before", "after")
SELECT NULL, 'migration', 'payout.unapprove', 'payout', po."id"::text,
       jsonb_build_object('status', 'approved', 'approved_by', po."approved_by"),
       jsonb_build_object('status', 'draft', 'reason', 'approved by whoever set the tax status')
  FROM "partner_payouts" po
 WHERE po."status" = 'approved' AND po."approved_by" = po."tax_confirmed_by"
   AND NOT EXISTS (SELECT 1 FROM "staff_accounts" s WHERE s."id" = po."approved_by" AND s."role" = 'owner');--> statement-breakpoint
UPDATE "partner_payouts" po
   SET "status" = 'draft', "approved_by" = NULL, "approved_at" = NULL
 WHERE po."status" = 'approved' AND po."approved_by" = po."tax_confirmed_by"
   AND NOT EXISTS (SELECT 1 FROM "staff_accounts" s WHERE s."id" = po."approved_by" AND s."role" = 'owner');
