-- Staff booking search (docs/domain/staff-bookings.md, "Finding a booking"): a name or an e-mail is
-- found whatever its accents and case ("Muller" finds "Müller", "nicolo" finds "Nicolò"), a phone
-- number whatever its spaces, dashes and brackets. Both are columns PostgreSQL keeps up to date
-- itself (no writer of bookings can forget them), indexed by trigrams for a search "containing".
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); named by schema and dictionary it is
-- safe to call IMMUTABLE, which a generated column needs. Schema-qualified so that a restore (run
-- with an empty search_path) computes the same value.
CREATE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.search_fold("booking_number" || ' ' || coalesce("customer_name", '') || ' ' || coalesce("customer_email", ''))) STORED;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_phone" text GENERATED ALWAYS AS (regexp_replace(coalesce("customer_phone", ''), '[^0-9]', '', 'g')) STORED;
--> statement-breakpoint
CREATE INDEX "bookings_search_text_idx" ON "bookings" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bookings_search_phone_idx" ON "bookings" USING gin ("search_phone" gin_trgm_ops);
