-- Any change to what occupies seats (holds, bookings, slots) tells every API
-- process to drop its cached availability: pg_notify is delivered on commit,
-- and identical notifications of one transaction are delivered once.
CREATE OR REPLACE FUNCTION tenuta_notify_seats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('seats_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cart_items_seats_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cart_items FOR EACH STATEMENT EXECUTE FUNCTION tenuta_notify_seats_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_seats_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bookings FOR EACH STATEMENT EXECUTE FUNCTION tenuta_notify_seats_changed();
--> statement-breakpoint
CREATE TRIGGER slots_seats_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON slots FOR EACH STATEMENT EXECUTE FUNCTION tenuta_notify_seats_changed();
