-- Live updates (issue 15 item 3): every change of a Case row, whoever writes it (models, raw
-- SQL, a module's action), announces itself on the channel case_changed, delivered at commit to
-- every server process that listens. The payload says where the record lives and whom it waits
-- on before and after, so each process tells only the subscribers allowed to know. The actor is
-- the transaction-local setting etanker.actor, set by the server's write paths.
-- The migration runner splits scripts at every semicolon, so the function body is an E-string
-- whose statement ends are written as the octal escape 073.
CREATE FUNCTION case_changed_notify() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  r RECORD\073
BEGIN
  IF TG_OP = ''DELETE'' THEN
    r := OLD\073
  ELSE
    r := NEW\073
  END IF\073
  PERFORM pg_notify(''case_changed'', json_build_object(
    ''id'', r.id,
    ''module'', r.module,
    ''institution_id'', r.institution_id,
    ''affected_institution_id'', r.affected_institution_id,
    ''permission'', r.permission,
    ''version'', r.version,
    ''deleted'', TG_OP = ''DELETE'',
    ''waiting_user'', CASE WHEN TG_OP = ''DELETE'' THEN NULL ELSE NEW.waiting_for_user_id END,
    ''waiting_group'', CASE WHEN TG_OP = ''DELETE'' THEN NULL ELSE NEW.waiting_for_group_id END,
    ''was_waiting_user'', CASE WHEN TG_OP = ''INSERT'' THEN NULL ELSE OLD.waiting_for_user_id END,
    ''was_waiting_group'', CASE WHEN TG_OP = ''INSERT'' THEN NULL ELSE OLD.waiting_for_group_id END,
    ''actor'', NULLIF(current_setting(''etanker.actor'', true), '''')::int
  )::text)\073
  RETURN NULL\073
END
';

CREATE TRIGGER case_changed_notify
  AFTER INSERT OR DELETE OR UPDATE ON "Case"
  FOR EACH ROW EXECUTE FUNCTION case_changed_notify();
