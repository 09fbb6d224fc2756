CREATE TABLE "partner_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"locale" text DEFAULT 'it' NOT NULL,
	"company" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"partner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_email_lower" CHECK ("partner_applications"."email" = lower("partner_applications"."email"))
);
--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_token_unique" ON "partner_applications" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_waiting_email" ON "partner_applications" USING btree ("email") WHERE "partner_applications"."confirmed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "partner_applications_expires_idx" ON "partner_applications" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "referral_click_marks" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "referral_click_marks_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "commission_entries" DROP CONSTRAINT "commission_entries_sign";--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_sign" CHECK (("commission_entries"."kind" = 'commission' AND "commission_entries"."amount_cents" >= 0) OR ("commission_entries"."kind" = 'reversal' AND ("commission_entries"."amount_cents" <= 0 OR "commission_entries"."reason" = 'refund_failed')));
--> statement-breakpoint
-- Data migration: reversals used to count refunds still pending. Where such a refund has since
-- failed or been canceled, the booking's reversals take more than the refunds that remain (succeeded
-- or still pending, as those reversals counted them) support: a correcting row (positive, reason
-- refund_failed, approved at once, carrying a flag the original still has) gives the difference back.
-- Rows are only appended; rejected originals, no-shows and bookings cancelled unpaid are left alone.
WITH originals AS (
	SELECT ce.id, ce.partner_id, ce.booking_id, ce.base_cents, ce.rate_bps, ce.amount_cents, ce.earned_at,
	       CASE WHEN ce.flag IS NOT NULL AND NOT EXISTS (SELECT 1 FROM commission_events ev WHERE ev.entry_id = ce.id AND ev.event IN ('cleared', 'rejected')) THEN ce.flag END AS flag
	  FROM commission_entries ce
	 WHERE ce.kind = 'commission'
	   AND NOT EXISTS (SELECT 1 FROM commission_events ev WHERE ev.entry_id = ce.id AND ev.event = 'rejected')
	   AND EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = ce.booking_id AND p.kind = 'refund' AND p.status IN ('failed', 'canceled'))
), money AS (
	SELECT o.*, b.status,
	       (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.booking_id = o.booking_id AND p.kind = 'payment' AND p.status = 'succeeded')::bigint AS paid,
	       (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.booking_id = o.booking_id AND p.kind = 'refund' AND p.status IN ('succeeded', 'pending'))::bigint AS refunded,
	       (SELECT coalesce(-sum(r.amount_cents), 0) FROM commission_entries r WHERE r.booking_id = o.booking_id AND r.kind = 'reversal')::bigint AS amount_reversed,
	       (SELECT coalesce(-sum(r.base_cents), 0) FROM commission_entries r WHERE r.booking_id = o.booking_id AND r.kind = 'reversal')::bigint AS base_reversed
	  FROM originals o JOIN bookings b ON b.id = o.booking_id
	 WHERE b.status <> 'no_show'
), targets AS (
	-- original × min(refunded, paid) / paid, half up, never more than the original.
	SELECT m.*,
	       CASE WHEN m.paid <= 0 OR m.refunded <= 0 THEN 0
	            ELSE least(m.amount_cents, (2 * m.amount_cents::bigint * least(m.refunded, m.paid) + m.paid) / (2 * m.paid)) END AS amount_target,
	       CASE WHEN m.paid <= 0 OR m.refunded <= 0 THEN 0
	            ELSE least(m.base_cents, (2 * m.base_cents::bigint * least(m.refunded, m.paid) + m.paid) / (2 * m.paid)) END AS base_target
	  FROM money m
	 WHERE m.paid > 0
), corrections AS (
	INSERT INTO commission_entries (partner_id, booking_id, kind, base_cents, rate_bps, amount_cents, earned_at, flag, reason, reverses_id)
	SELECT t.partner_id, t.booking_id, 'reversal', greatest(0, t.base_reversed - t.base_target), t.rate_bps, greatest(0, t.amount_reversed - t.amount_target),
	       t.earned_at, t.flag, 'refund_failed', t.id
	  FROM targets t
	 WHERE t.amount_reversed > t.amount_target OR t.base_reversed > t.base_target
	RETURNING id
)
INSERT INTO commission_events (entry_id, event, note) SELECT c.id, 'approved', 'refund_failed' FROM corrections c;
