-- The notify trigger declares a RECORD variable. A session with a temporary table named
-- "record" (the bench generator had one) shadowed the pseudo-type, and every Case write in that
-- session failed. The function's own search path puts pg_temp last, so no temporary object can
-- stand in for a name the function uses.
ALTER FUNCTION case_changed_notify() SET search_path = pg_catalog, public, pg_temp;
