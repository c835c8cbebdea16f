-- Positions' subjects become keys of the static `subjects` list (issue 22): a stored name that is
-- one of the list's (comma separated, case ignored) is kept as its key, other free text is dropped.
ALTER TABLE "Position" ADD COLUMN "subject_keys" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

UPDATE "Position" p SET "subject_keys" = COALESCE((
  SELECT array_agg(s."key" ORDER BY s."position", s."key")
  FROM "StaticItem" s
  WHERE s."list" = 'subjects'
    AND lower(s."name") IN (SELECT lower(trim(x)) FROM unnest(string_to_array(p."subjects", ',')) AS x)
), ARRAY[]::INTEGER[]);

ALTER TABLE "Position" DROP COLUMN "subjects";
ALTER TABLE "Position" RENAME COLUMN "subject_keys" TO "subjects";
