-- The catalogue experience a slot sells for a category (docs/product.md, The catalogue).
-- A TRUFFLE or WINE slot sells its own experience. A CHOICE slot has none: booked for a
-- category, it is the active experience of that category priced as the slot prices the
-- category, else that category's first active experience. Every name, duration and content
-- shown for a booking, a cart line or an e-mail is read through this one rule.
CREATE FUNCTION slot_experience_id(slot_experience integer, booked_category text, truffle_price integer, wine_price integer)
RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT COALESCE(slot_experience, (
    SELECT e.id FROM experiences e
     WHERE e.category = booked_category AND e.is_active
     ORDER BY (e.price_cents IS NOT DISTINCT FROM CASE booked_category WHEN 'TRUFFLE' THEN truffle_price ELSE wine_price END) DESC,
              e.sort_order, e.id
     LIMIT 1))
$$;
