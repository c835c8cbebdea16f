// The tasks of an exam contract (graduation, complex exam; server workflow/exam-tasks.ts): the
// module's own columns, then the counted values every exam task has. Their final_* counterparts
// are recorded by feladat/ (ExamFinalsDialog) and shown here read-only; the payment is the
// server's (total_payment), never summed here.
import { Text } from '@mantine/core';
import { formatMoney, formatNumber } from '@etanker/shared/format.ts';
import type { TCustomFieldProps } from './fieldsConfig.ts';
import { LinesInput, type TLineColumn, type TLinesConfig } from './LinesField.tsx';

type TTask = Record<string, unknown>;

/** A counted value of a task: its key (final_<key> its final), label, unit and digits. */
export interface TExamCount {
  key: string;
  label: string;
  suffix?: string;
  decimals: number;
}

export const examCounts = (o: { contributor: boolean }): TExamCount[] => [
  { key: 'students_count', label: 'Tanulók', suffix: 'fő', decimals: 0 },
  { key: 'number_of_hours', label: 'Órák', decimals: 2 },
  { key: 'salary', label: 'Óradíj', suffix: 'Ft', decimals: 0 },
  ...(o.contributor ? [{ key: 'contributor_salary', label: 'Közreműködői díj', suffix: 'Ft', decimals: 0 }] : []),
];

const shown = (count: TExamCount, value: unknown) => (count.suffix === 'Ft' ? formatMoney(Number(value)) : formatNumber(Number(value)));

/** The recorded final values of a task in one line, or '–'. */
const finalsText = (task: TTask, counts: readonly TExamCount[]) =>
  counts.every((c) => task[`final_${c.key}`] === null || task[`final_${c.key}`] === undefined)
    ? '–'
    : counts.map((c) => `${c.label}: ${task[`final_${c.key}`] === null ? '–' : shown(c, task[`final_${c.key}`])}`).join(', ');

/** The tasks field of a module: its own columns first, the planned counts, the final ones read-only. */
export function examTasksField(own: TLineColumn<TTask>[], counts: readonly TExamCount[]) {
  const config: TLinesConfig<TTask> = {
    label: 'Feladatok',
    addLabel: 'Új feladat',
    removeLabel: 'Feladat törlése',
    columns: [
      ...own,
      ...counts.map((c): TLineColumn<TTask> => ({
        name: c.key,
        label: c.label,
        input: 'number',
        required: true,
        width: 120,
        min: 0,
        decimals: c.decimals,
        suffix: c.suffix,
        grouped: c.suffix === 'Ft',
      })),
      { name: 'finals', label: 'Tényleges', input: 'custom', width: 180, render: (cell) => <Text size="sm">{finalsText(cell.line, counts)}</Text> },
    ],
  };
  return (props: TCustomFieldProps) => <LinesInput<TTask> {...props} name="tasks" config={config} />;
}
