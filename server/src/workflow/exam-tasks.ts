// The tasks of graduation and complex exam contracts (MODULES.md §3.28, §3.32; DESIGN.md
// "Education contracts"): their counted values (students, hours, rate, a contributor's fee) each
// have a final_* counterpart. The payment is Σ hours × hourly rate (+ the
// contributor's fee) in whole forints: hours summed in hundredths as integers, rounded half up
// once, so 1.5 h × 4 333 Ft is 6 500 Ft and never a float artefact; the final values count once
// certified (exam-finals.ts), the planned ones before.
import { parseDate } from '@etanker/shared/format.ts';
import type { TTx } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { decimal, integer } from './fields.ts';
import { hundredths, type TQuantity } from './contract-tasks.ts';
import { staticItemExists } from './static-items.ts';

const COUNT = { min: 0, max: 99_999 } as const;
const HOURS = { min: 0, max: 99_999.99, decimals: 2 } as const;
const RATE = { min: 0, max: 10_000_000, suffix: 'Ft' } as const;

/** A task's counted values with their final_* counterparts (empty until feladat/ records them); `hours` 1 makes the rate a fee per task. */
export const examTaskPairs = (o: { hours?: number } = {}) => ({
  students_count: integer('Tanulók száma', { ...COUNT, required: true }),
  final_students_count: integer('Tényleges tanulólétszám', COUNT),
  number_of_hours: decimal('Órák száma', { ...HOURS, ...(o.hours === undefined ? { required: true } : { default: o.hours }) }),
  final_number_of_hours: decimal('Tényleges órák száma', HOURS),
  salary: integer('Óradíj', { ...RATE, required: true }),
  final_salary: integer('Tényleges óradíj', RATE),
});

/** Graduation's fee of a contributor (közreműködő) per task, planned and final. */
export const contributorPair = () => ({
  contributor_salary: integer('Közreműködői díj', { ...RATE, default: 0 }),
  final_contributor_salary: integer('Tényleges közreműködői díj', RATE),
});

/** The final_* fields of a task line: what feladat/ records and feladat-igazolas/ requires. */
export const finalKeys = (line: object) => Object.keys(line).filter((k) => k.startsWith('final_'));

export type TExamTask = { number_of_hours: TQuantity; salary: number; contributor_salary?: number } & Record<string, unknown>;

/** A value: its final counterpart once certified, else the planned one. */
const valueOf = (task: TExamTask, key: string, certified: boolean) => (certified ? (task[`final_${key}`] ?? task[key]) : task[key]) as TQuantity;

/** Σ hours × rate (+ contributor's fee) in whole forints, rounded half up once; `extra` a fee of the contract (travel). */
export function examPayment(tasks: readonly TExamTask[], certified: boolean, extra = 0): number {
  const cents = tasks.reduce<bigint>((sum, t) => {
    const contributor = t.contributor_salary === undefined ? 0n : BigInt(Number(valueOf(t, 'contributor_salary', certified))) * 100n;
    return sum + hundredths(valueOf(t, 'number_of_hours', certified)) * BigInt(Number(valueOf(t, 'salary', certified))) + contributor;
  }, 0n);
  return Number((cents + 50n) / 100n) + extra;
}

/** Lines as the child table stores them: dates as Date. */
export const taskRows = <T extends { start_date?: string; end_date?: string }>(tasks: readonly T[]) =>
  tasks.map((t) => ({
    ...t,
    ...(t.start_date === undefined ? {} : { start_date: parseDate(t.start_date) }),
    ...(t.end_date === undefined ? {} : { end_date: parseDate(t.end_date) }),
  }));

/** Each line's type must be an active item of the module's list (the manifest checks only top-level keys). */
export async function checkTaskTypes(tx: TTx, list: string, tasks: readonly { type: number }[]): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [i, t] of tasks.entries()) if (!(await staticItemExists(tx, list, t.type))) errors[`tasks.${i}.type`] = ['Érvénytelen választás.'];
  if (Object.keys(errors).length) throw badRequest(errors);
}
