-- CreateTable
CREATE TABLE "Substitution" (
    "id" SERIAL NOT NULL,
    "substitute_id" INTEGER NOT NULL,
    "substituted_id" INTEGER NOT NULL,
    "flow_id" INTEGER,
    "step_id" INTEGER,
    "institution_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "valid_from" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "valid_until" TIMESTAMPTZ(6),

    CONSTRAINT "Substitution_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Substitution_substitute_id_idx" ON "Substitution"("substitute_id");

-- AddForeignKey
ALTER TABLE "Substitution" ADD CONSTRAINT "Substitution_substitute_id_fkey" FOREIGN KEY ("substitute_id") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Substitution" ADD CONSTRAINT "Substitution_substituted_id_fkey" FOREIGN KEY ("substituted_id") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Substitution" ADD CONSTRAINT "Substitution_flow_id_fkey" FOREIGN KEY ("flow_id") REFERENCES "Flow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Substitution" ADD CONSTRAINT "Substitution_step_id_fkey" FOREIGN KEY ("step_id") REFERENCES "FlowStep"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Existing substitutors of a step become substitutions of each person the step can wait on
-- (its user, its group's members, or the holders of its role), bounded to that person's
-- institutions (no institutions listed) and open-ended from now
INSERT INTO "Substitution" ("substitute_id", "substituted_id", "step_id")
SELECT DISTINCT sub.id, holder.id, s.id
FROM "FlowStep" s
CROSS JOIN LATERAL unnest(s."substitutor_ids") AS sub(id)
JOIN "User" substitute ON substitute.id = sub.id
JOIN "User" holder ON holder.is_active AND holder.id <> sub.id AND (
  (s."assignee_type" = 'user' AND holder.id = s."assignee_user_id")
  OR (s."assignee_type" = 'group' AND EXISTS (SELECT 1 FROM "_GroupToUser" gu WHERE gu."A" = s."assignee_group_id" AND gu."B" = holder.id))
  OR (s."assignee_type" = 'role' AND s."assignee_role" = 'referent' AND holder.is_referent)
  OR (s."assignee_type" = 'role' AND s."assignee_role" = 'hr_referent' AND holder.is_hr_referent)
  OR (s."assignee_type" = 'role' AND s."assignee_role" = 'institution_manager' AND EXISTS (
    SELECT 1 FROM "_GroupToUser" gu JOIN "Group" g ON g.id = gu."A" WHERE g.name = 'Iskolavezetők' AND gu."B" = holder.id))
);

-- AlterTable
ALTER TABLE "FlowStep" DROP COLUMN "substitutor_ids";

-- One partner per tax id, enforced by the database so simultaneous writers cannot both pass
-- (partners without a tax id are exempt). Prisma's schema cannot state a partial index.
CREATE UNIQUE INDEX "Partner_tax_id_key" ON "Partner"("tax_id") WHERE "tax_id" <> '';
