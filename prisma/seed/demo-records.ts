// Demo workflow records in varied states, made through the real engine (create, decide,
// comment), so a newcomer sees a living portal: each module's demo (its folder's demo.ts, listed
// in modules.gen.ts) in its declared order. Skipped when any workflow record exists (an
// employee's file is a Case without a flow, seeded with the demo data).
import type { TServices } from '../../server/src/services.ts';
import type { TAuthedContext } from '../../server/src/access/context.ts';
import { loadCurrentUser } from '../../server/src/auth/current-user.ts';
import { decide } from '../../server/src/workflow/decide.ts';
import { workflowModules } from '../../server/src/modules/index.ts';
import type { TDemoPeople, TDemoRecordsKit, TModuleDemo } from './demo/kit.ts';
import { moduleDemos } from './modules.gen.ts';

export async function as(services: TServices, email: string): Promise<TAuthedContext> {
  const { id } = await services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const user = await loadCurrentUser(services.prisma, id);
  return { ...services, user: user!, badToken: false, ip: '127.0.0.1' };
}

/** Takes the first option whose label matches, answering its questions with the given values; the definition is the record's module's. */
async function step(ctx: TAuthedContext, id: number, label: RegExp, answers: Record<string, unknown> = {}) {
  const c = await ctx.prisma.case.findUniqueOrThrow({
    where: { id },
    select: { module: true, current_step: { select: { options: { select: { id: true, label: true } } } } },
  });
  const option = c.current_step?.options.find((o) => label.test(o.label));
  if (!option) throw new Error(`Demo: no option ${label} on case ${id}`);
  const def = workflowModules.find((m) => m.caseModule === c.module);
  if (!def) throw new Error(`Demo: case ${id} is of no workflow module (${c.module})`);
  await decide(ctx, def, { id, decision_option: option.id, answers });
}

const PEOPLE: Record<keyof TDemoPeople, string> = {
  requesterA: 'igenylo.a',
  managerA: 'vezeto.a',
  requesterB: 'igenylo.b',
  managerB: 'vezeto.b',
  referent: 'penzugy',
  checker: 'penzugy2',
  centre: 'kozpontipenzugy',
  sysadmin: 'rendszergazda',
  technical: 'muszak',
  hr: 'hr',
  centralHr: 'kozpontihr',
};

async function demoPeople(services: TServices): Promise<TDemoPeople> {
  const entries = await Promise.all(Object.entries(PEOPLE).map(async ([role, login]) => [role, await as(services, `${login}@etanker.local`)] as const));
  return Object.fromEntries(entries) as Record<keyof TDemoPeople, TAuthedContext>;
}

/** The modules' records in their declared order; an order declared twice would make Case ids depend on the folders' order. */
function inOrder(demos: readonly TModuleDemo[]): NonNullable<TModuleDemo['records']>[] {
  const records = demos.flatMap((d) => (d.records ? [d.records] : [])).sort((a, b) => a.order - b.order);
  const twice = records.find((r, i) => i > 0 && records[i - 1].order === r.order);
  if (twice) throw new Error(`Két modul demója ugyanazt a sorrendet (order: ${twice.order}) adja meg.`);
  return records;
}

export async function seedDemoRecords(services: TServices): Promise<number> {
  const workflowRecords = { flow_id: { not: null } };
  if ((await services.prisma.case.count({ where: workflowRecords })) > 0) return 0;
  const kit: TDemoRecordsKit = { services, people: await demoPeople(services), as: (email) => as(services, email), step };
  for (const records of inOrder(moduleDemos)) await records.seed(kit);
  // The demo's decisions queued notices like real ones; nobody is waiting for those mails.
  await services.prisma.queuedMail.deleteMany();
  return services.prisma.case.count({ where: workflowRecords });
}
