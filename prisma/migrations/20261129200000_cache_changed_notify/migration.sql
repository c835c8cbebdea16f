-- Read caches coherent across server processes (issue 30 item 2: server/src/db/cache-notices.ts):
-- every statement that writes a table the read caches are made of announces the models it
-- touched on the channel cache_changed, delivered at commit to every listening process, whoever
-- wrote (a server process, a script, psql). Statement triggers: one notice per statement, and
-- PostgreSQL folds equal notices of one transaction into one. The argument is the Prisma model
-- name the caches know (db/read-cache.ts dependsOn), both sides for a many-to-many table.
-- The migration runner splits scripts at every semicolon, so the function body is an E-string
-- whose statement ends are written as the octal escape 073.
CREATE FUNCTION cache_changed_notify() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pg_notify(''cache_changed'', TG_ARGV[0])\073
  RETURN NULL\073
END
';

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "User"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('User');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Institution"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('Institution');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Group"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('Group');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Permission"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('Permission');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Substitution"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('Substitution');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Employment"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('Employment');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Flow"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('Flow');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "FlowStep"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('FlowStep');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "DecisionOption"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('DecisionOption');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "StaticItem"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('StaticItem');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Setting"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('Setting');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "_GroupToPermission"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('Group,Permission');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "_GroupToUser"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('Group,User');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "_ManagedInstitutions"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('Institution,User');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "_ManagedUsers"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('User');

CREATE TRIGGER cache_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "_PermissionToUser"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_changed_notify('Permission,User');
