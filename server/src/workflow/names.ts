// The names a Case row refers to (institution, creator, waiting user or group, step): small
// tables read on every list page, so kept in memory (dropped by writes to them). Lists then
// read flat Case columns, which PostgreSQL plans in a fraction of the time of nested joins.
import type { TTx } from '../db/client.ts';
import { createReadCache } from '../db/read-cache.ts';

export interface TNameMaps {
  institutions: Map<number, string>;
  users: Map<number, string>;
  groups: Map<number, string>;
  steps: Map<number, { name: string }>;
}

const cachedNames = createReadCache<TNameMaps>(60_000, { dependsOn: ['Institution', 'User', 'Group', 'FlowStep'] });

export function nameMaps(tx: TTx): Promise<TNameMaps> {
  return cachedNames('all', async () => {
    const [institutions, users, groups, steps] = await Promise.all([
      tx.institution.findMany({ select: { id: true, name: true } }),
      tx.user.findMany({ select: { id: true, name: true } }),
      tx.group.findMany({ select: { id: true, name: true } }),
      tx.flowStep.findMany({ select: { id: true, name: true } }),
    ]);
    return {
      institutions: new Map(institutions.map((i) => [i.id, i.name])),
      users: new Map(users.map((u) => [u.id, u.name])),
      groups: new Map(groups.map((g) => [g.id, g.name])),
      steps: new Map(steps.map((s) => [s.id, { name: s.name }])),
    };
  });
}
