// feladat/ and feladat-igazolas/ of the exam contracts (MODULES.md §3.28, §3.32; DESIGN.md
// "Education contracts"), both under the contract ({id}/): once the contract is approved and the
// exam held, feladat/ records its tasks' final values (a user of the school, any number of times),
// feladat-igazolas/ certifies them (the head of the school or the centre, once, every final value
// given). From then on the payment follows the final values and they are closed.
import { z } from 'zod';
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import { canUseInstitution } from '../access/scope.ts';
import { badRequest, fieldError } from '../http/errors.ts';
import { ZRowId } from '../http/schemas.ts';
import { action, type TActionRefusal } from './define.ts';
import type { TCaseForAction } from './case-access.ts';
import { inputSchema, type TFieldMap } from './fields.ts';
import { examPayment, finalKeys, type TExamTask } from './exam-tasks.ts';

export const FINALS_MESSAGES = {
  notApproved: 'A tényleges adatok csak jóváhagyott szerződésnél rögzíthetők és igazolhatók.',
  certified: 'A tényleges adatok már igazolva vannak.',
  incomplete: 'Előbb rögzítse minden feladat tényleges adatait.',
  unknownTask: 'A feladat nem ehhez a szerződéshez tartozik.',
} as const;

type TRow = Record<string, unknown>;
/** The calls of a Prisma delegate the kit makes (tx.graduationContract, tx.graduationContractTask). */
interface TTable {
  findUniqueOrThrow(args: object): Promise<TRow>;
  findMany(args: object): Promise<TRow[]>;
  update(args: object): Promise<unknown>;
}

export interface TExamTables {
  table: (tx: TTx) => unknown;
  taskTable: (tx: TTx) => unknown;
  /** the task line's fields (the manifest's `tasks`), whose final_* the calls take */
  taskFields: TFieldMap;
  /** a fee of the contract added to the tasks' payment (complex exams' travel and accommodation) */
  feeColumn?: string;
}

const tables = (tx: TTx, o: TExamTables) => ({ contract: o.table(tx) as TTable, tasks: o.taskTable(tx) as TTable });

/** Approved and not yet certified, else why not. */
async function openFinals(tx: TTx, o: TExamTables, c: TCaseForAction): Promise<TActionRefusal | null> {
  if (c.state !== 'closed_positive') return { message: FINALS_MESSAGES.notApproved };
  const row = await tables(tx, o).contract.findUniqueOrThrow({ where: { id: c.id }, select: { certified_at: true } });
  return row.certified_at ? { message: FINALS_MESSAGES.certified } : null;
}

/** The head of the contract's school (Institution.managers) or the centre. */
async function certifies(tx: TTx, ctx: TAuthedContext, c: TCaseForAction): Promise<boolean> {
  if (ctx.user.is_centre) return true;
  return (await tx.institution.count({ where: { id: c.institution_id, managers: { some: { id: ctx.user.id } } } })) > 0;
}

/** The contract's payment from its tasks (the final values once certified) and its fee. */
export async function examContractPayment(tx: TTx, o: TExamTables, id: number, certified: boolean): Promise<number> {
  const { contract, tasks } = tables(tx, o);
  const lines = await tasks.findMany({ where: { contract_id: id }, select: Object.fromEntries(Object.keys(o.taskFields).map((k) => [k, true])) });
  const fee = o.feeColumn ? Number((await contract.findUniqueOrThrow({ where: { id }, select: { [o.feeColumn]: true } }))[o.feeColumn]) : 0;
  return examPayment(lines as unknown as TExamTask[], certified, fee);
}

/** feladat/: the given tasks' final values (a task left out keeps its own). */
export async function recordFinals(tx: TTx, o: TExamTables, id: number, lines: readonly ({ id: number } & TRow)[]): Promise<void> {
  const { tasks } = tables(tx, o);
  const own = new Set((await tasks.findMany({ where: { contract_id: id }, select: { id: true } })).map((t) => t.id));
  for (const [i, { id: taskId, ...finals }] of lines.entries()) {
    if (!own.has(taskId)) throw fieldError(`tasks.${i}.id`, FINALS_MESSAGES.unknownTask);
    await tasks.update({ where: { id: taskId }, data: finals, select: { id: true } });
  }
}

/** feladat-igazolas/: every final value given, the certifier and time kept, the payment from the final values. */
export async function certifyFinals(tx: TTx, o: TExamTables, ctx: TAuthedContext, id: number): Promise<void> {
  const keys = finalKeys(o.taskFields);
  const lines = await tables(tx, o).tasks.findMany({ where: { contract_id: id }, select: Object.fromEntries(keys.map((k) => [k, true])) });
  if (!lines.length || lines.some((line) => keys.some((k) => line[k] === null))) throw badRequest({ non_field_errors: [FINALS_MESSAGES.incomplete] });
  const total_payment = await examContractPayment(tx, o, id, true);
  await tables(tx, o).contract.update({ where: { id }, data: { certified_at: new Date(), certified_by_id: ctx.user.id, total_payment }, select: { id: true } });
}

/** The two actions of a module: its tables and task fields decide the rest. */
export function examFinalsActions(o: TExamTables) {
  const finals = Object.fromEntries(finalKeys(o.taskFields).map((k) => [k, o.taskFields[k]]));
  const ZFinals = z
    .object({
      tasks: z
        .array(inputSchema(finals).extend({ id: ZRowId }))
        .min(1)
        .max(50),
    })
    .strict();
  return {
    recordFinals: action({
      on: 'record',
      method: 'POST',
      path: 'feladat/',
      summary: 'A feladatok tényleges adatainak rögzítése (tasks: id és final_* értékek) jóváhagyott szerződésnél',
      input: ZFinals,
      can: async (tx, ctx, c) => (canUseInstitution(ctx.user, c.institution_id) ? openFinals(tx, o, c) : { forbidden: true }),
      run: (tx, _ctx, { id, input }) => recordFinals(tx, o, id, input.tasks as ({ id: number } & TRow)[]),
      button: { label: 'Tényleges adatok rögzítése', dialog: true, done: 'A tényleges adatokat rögzítettük.' },
    }),
    certifyFinals: action({
      on: 'record',
      method: 'POST',
      path: 'feladat-igazolas/',
      summary: 'A tényleges adatok igazolása (iskolavezető vagy a központ): a díj ezután a tényleges adatokból számol',
      can: async (tx, ctx, c) => ((await certifies(tx, ctx, c)) ? openFinals(tx, o, c) : { forbidden: true }),
      run: (tx, ctx, { id }) => certifyFinals(tx, o, ctx, id),
      button: { label: 'Teljesítés igazolása', confirm: { effect: 'destructive', text: 'Igazolja a tényleges adatokat' }, done: 'A teljesítést igazoltuk.' },
    }),
  };
}
