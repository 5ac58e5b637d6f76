-- The safer-gambling audit is a record for the regulator: rows are added and never changed or removed.
CREATE FUNCTION rg_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rg_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER rg_audit_append_only
  BEFORE UPDATE OR DELETE ON rg_audit
  FOR EACH ROW EXECUTE FUNCTION rg_audit_append_only();
