// Reference data every installation needs: permissions, groups, static lists, settings.
import type { TPrisma } from '../../server/src/db/client.ts';
import { PERMISSIONS } from './permissions.ts';
import { GROUPS } from './groups.ts';
import { seedStaticLists } from './static-lists.ts';
import { seedSettings } from './settings.ts';

async function seedPermissions(prisma: TPrisma): Promise<void> {
  await prisma.permission.createMany({ data: [...PERMISSIONS], skipDuplicates: true });
  const current = await prisma.permission.findMany({ select: { codename: true, name: true } });
  const names = new Map(current.map((p) => [p.codename, p.name]));
  for (const p of PERMISSIONS.filter((p) => names.get(p.codename) !== p.name)) {
    await prisma.permission.update({ where: { codename: p.codename }, data: { name: p.name }, select: { id: true } });
  }
}

/** Creates the groups and grants their permissions; grants added by hand are kept. */
async function seedGroups(prisma: TPrisma): Promise<void> {
  for (const group of GROUPS) {
    const connect = group.permissions.map((codename) => ({ codename }));
    await prisma.group.upsert({
      where: { name: group.name },
      create: { name: group.name, permissions: { connect } },
      update: { permissions: { connect } },
      select: { id: true },
    });
  }
}

export async function seedReferenceData(prisma: TPrisma): Promise<void> {
  await seedPermissions(prisma);
  await seedGroups(prisma);
  await seedStaticLists(prisma);
  await seedSettings(prisma);
}
