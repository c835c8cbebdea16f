// The writes of an exam contract (graduation, complex exam; DESIGN.md "Education contracts"): the
// contract's row and its task lines, the payment of the planned values (certification later
// counts the final ones, exam-finals.ts), a new contract only at an open school and only with an
// employee the writer may see, and a copy that starts over uncertified with its tasks planned.
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { checkOpenInstitutions, institutionOrOwn } from '../access/institution-fields.ts';
import { writeLines } from './child-lines.ts';
import { checkTaskTypes, examPayment, finalKeys, taskRows } from './exam-tasks.ts';
import type { TExamTables } from './exam-finals.ts';

type TRow = Record<string, unknown>;
interface TTable {
  findUniqueOrThrow(args: object): Promise<TRow>;
  findMany(args: object): Promise<TRow[]>;
  create(args: object): Promise<unknown>;
  createMany(args: object): Promise<unknown>;
  update(args: object): Promise<unknown>;
}

/** What an exam contract's input has besides its own fields. */
export interface TExamInput {
  user: number | null;
  institution?: number;
  tasks: ({ id?: number; type: number; number_of_hours: number; salary: number; start_date?: string; end_date?: string } & TRow)[];
}

export interface TExamContractOptions<I extends TExamInput> extends TExamTables {
  /** the input as the contract's row stores it (the manifest's toData, without its tasks) */
  toData: (input: I) => TRow;
  /** the static list of the tasks' `type` */
  taskTypes: string;
  /** the employee link must be one the writer may see (employee-prefill.ts's checkVisibleEmployee) */
  checkUser: (tx: TTx, user: TCurrentUser, check: { field: string; userId: number | null; current?: number | null }) => Promise<void>;
}

export function examContractParts<I extends TExamInput>(o: TExamContractOptions<I>) {
  const table = (tx: TTx) => o.table(tx) as TTable;
  const fee = (row: object) => (o.feeColumn ? Number((row as TRow)[o.feeColumn] ?? 0) : 0);

  async function writeContract(tx: TTx, id: number, input: I, create: boolean) {
    await checkTaskTypes(tx, o.taskTypes, input.tasks);
    const { tasks: _tasks, ...own } = o.toData(input);
    const data = { ...own, total_payment: examPayment(input.tasks, false, fee(input)) };
    if (create) await table(tx).create({ data: { id, ...data }, select: { id: true } });
    else await table(tx).update({ where: { id }, data, select: { id: true } });
    await writeLines(o.taskTable(tx), { field: 'tasks', parentColumn: 'contract_id', parentId: id, lines: taskRows(input.tasks), create });
  }

  return {
    insert: (tx: TTx, _ctx: TAuthedContext, id: number, input: I) => writeContract(tx, id, input, true),
    write: (tx: TTx, _ctx: TAuthedContext, id: number, input: I) => writeContract(tx, id, input, false),
    /** A new contract: an open school, the writer's own unless named. */
    prepareCreate: async (tx: TTx, ctx: TAuthedContext, input: I) => {
      const institution = institutionOrOwn(ctx.user, input.institution);
      await checkOpenInstitutions(tx, { institution });
      await o.checkUser(tx, ctx.user, { field: 'user', userId: input.user });
      return { institution_id: institution };
    },
    /** An edit keeps its school unless it names another (which must be open) and its employee unless it links another. */
    prepareUpdate: async (tx: TTx, ctx: TAuthedContext, id: number, input: I) => {
      const now = await table(tx).findUniqueOrThrow({ where: { id }, select: { user_id: true, case: { select: { institution_id: true } } } });
      const school = (now.case as { institution_id: number }).institution_id;
      await checkOpenInstitutions(tx, { institution: input.institution === school ? undefined : input.institution });
      await o.checkUser(tx, ctx.user, { field: 'user', userId: input.user, current: now.user_id as number | null });
      return input.institution === undefined ? {} : { institution_id: input.institution };
    },
    /** The copy is a new contract: uncertified, its tasks' planned values only, paid by them. */
    copy: async (tx: TTx, _ctx: TAuthedContext, sourceId: number, newId: number) => {
      const planned = Object.keys(o.taskFields).filter((k) => !finalKeys(o.taskFields).includes(k));
      const {
        id: _id,
        tasks,
        certified_at: _at,
        certified_by_id: _by,
        ...row
      } = await table(tx).findUniqueOrThrow({
        where: { id: sourceId },
        include: { tasks: { select: Object.fromEntries(planned.map((k) => [k, true])), orderBy: { id: 'asc' } } },
      });
      const lines = tasks as I['tasks'];
      await table(tx).create({ data: { ...row, id: newId, total_payment: examPayment(lines, false, fee(row)) }, select: { id: true } });
      if (lines.length) await (o.taskTable(tx) as TTable).createMany({ data: lines.map((t) => ({ ...t, contract_id: newId })) });
    },
  };
}
