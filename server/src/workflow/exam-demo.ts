// The demo walk of an exam contract module (graduation, complex exam): in each demo school one
// contract in every state its flow and its final values know, made and decided through the engine
// by the demo people — a draft, one at the head, one at the centre's HR, one sent back, one
// rejected, an approved one with its final values recorded and one with them certified.
import type { z } from 'zod';
import type { TAuthedContext } from '../access/context.ts';
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import type { TAnyWorkflowModule } from './define.ts';
import { createCase } from './lifecycle.ts';
import { certifyFinals, recordFinals, type TExamTables } from './exam-finals.ts';

/** What the demo kit (prisma/seed/demo/kit.ts) hands a module's records seed, as used here. */
interface TDemoWalk {
  step: (ctx: TAuthedContext, id: number, label: RegExp, answers?: Record<string, unknown>) => Promise<void>;
  centralHr: TAuthedContext;
}

export interface TExamDemoSchool {
  requester: TAuthedContext;
  manager: TAuthedContext;
  /** the examiners: an employee's e-mail (filled as kitolt/ fills it) or an outsider's person fields */
  examiners: readonly (string | Record<string, unknown>)[];
}

export interface TExamDemo {
  module: TAnyWorkflowModule;
  tables: TExamTables;
  input: z.ZodType;
  /** an employee's contractor fields as kitolt/ answers them */
  fill: (tx: TTx, user: TCurrentUser, userId: number) => Promise<Record<string, unknown> & { user: { id: number } }>;
  /** the contract's own part of demo contract `n` (season, tasks, …) */
  terms: (n: number) => Record<string, unknown>;
  /** the final values of a task as the exam went: from its planned ones */
  finals: (task: Record<string, unknown>) => Record<string, unknown>;
}

const STATES = ['draft', 'atHead', 'atCentre', 'returned', 'rejected', 'approved', 'recorded', 'certified'] as const;

async function make(o: TExamDemo, ctx: TAuthedContext, examiner: string | Record<string, unknown>, n: number): Promise<number> {
  const userId = typeof examiner === 'string' ? (await ctx.prisma.user.findUniqueOrThrow({ where: { email: examiner }, select: { id: true } })).id : null;
  return ctx.prisma.$transaction(async (tx) => {
    const person = userId === null ? { ...(examiner as object), user: null } : { ...(await o.fill(tx, ctx.user, userId)), user: userId };
    // Parsed as the API would: the file's data must make a valid contract as it is.
    return createCase(tx, ctx, o.module, o.input.parse({ ...person, ...o.terms(n), extra_field_answers: [] }));
  });
}

/** The requester records the final values of every task. */
async function recordDemoFinals(o: TExamDemo, ctx: TAuthedContext, id: number): Promise<void> {
  await ctx.prisma.$transaction(async (tx) => {
    const tasks = await (o.tables.taskTable(tx) as { findMany(a: object): Promise<Record<string, unknown>[]> }).findMany({
      where: { contract_id: id },
      orderBy: { id: 'asc' },
    });
    await recordFinals(
      tx,
      o.tables,
      id,
      tasks.map((t) => ({ id: t.id as number, ...o.finals(t) })),
    );
  });
}

/** The head of the school certifies the final values the requester recorded. */
const certifyDemoFinals = (o: TExamDemo, manager: TAuthedContext, id: number) => manager.prisma.$transaction((tx) => certifyFinals(tx, o.tables, manager, id));

export async function seedExamDemo(o: TExamDemo, walk: TDemoWalk, schools: readonly TExamDemoSchool[]): Promise<void> {
  let n = 0;
  for (const school of schools) {
    for (const [i, state] of STATES.entries()) {
      const id = await make(o, school.requester, school.examiners[i % school.examiners.length], n++);
      if (state === 'draft') continue;
      await walk.step(school.requester, id, /Beküldés/);
      if (state === 'atHead') continue;
      if (state === 'returned') await walk.step(school.manager, id, /^Javításra visszaküldöm/, { reason: 'A tanulók száma a jelentkezések szerint módosult.' });
      if (state === 'rejected') await walk.step(school.manager, id, /^Elutasítom/, { reason: 'A vizsgát saját pedagógusaink bonyolítják.' });
      if (state === 'returned' || state === 'rejected') continue;
      await walk.step(school.manager, id, /^Jóváhagyom/);
      if (state === 'atCentre') continue;
      await walk.step(walk.centralHr, id, /^Jóváhagyom/);
      if (state === 'approved') continue;
      await recordDemoFinals(o, school.requester, id);
      if (state === 'certified') await certifyDemoFinals(o, school.manager, id);
    }
  }
}
