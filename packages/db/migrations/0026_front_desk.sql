-- The front desk's day: one name for the card terminal, voids of on-site payments recorded by mistake,
-- and the commission given back when a no-show is undone.

-- Data migration: "card (terminal)" and "POS" were two names for the same card terminal; existing rows become card.
UPDATE "payments" SET "method" = 'card' WHERE "method" = 'pos';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" IS NULL OR "payments"."method" IN ('cash', 'card'));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_voided_by_staff_accounts_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_void" CHECK ("payments"."voided_at" IS NULL OR ("payments"."provider" = 'on_site' AND "payments"."kind" = 'payment' AND "payments"."status" = 'canceled' AND "payments"."voided_by" IS NOT NULL AND "payments"."void_reason" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "commission_entries" DROP CONSTRAINT "commission_entries_sign";--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_sign" CHECK (("commission_entries"."kind" = 'commission' AND "commission_entries"."amount_cents" >= 0) OR ("commission_entries"."kind" = 'reversal' AND ("commission_entries"."amount_cents" <= 0 OR "commission_entries"."reason" IN ('refund_failed', 'no_show_undone'))));
