-- A grant's entries are its own ledger: rows are added and never changed. (They are deleted only
-- with their grant, when a whole demo site is reset.)
CREATE FUNCTION promo_grant_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'promo_grant_entry is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER promo_grant_entry_append_only
  BEFORE UPDATE ON promo_grant_entry
  FOR EACH ROW EXECUTE FUNCTION promo_grant_entry_append_only();
