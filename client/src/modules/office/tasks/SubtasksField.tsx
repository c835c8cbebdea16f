// The subtasks of a task (ui/LinesField): what, the measure, the assignees, the deadline and
// whether it is done — who finished it and when below. An assignee who may not edit the task
// finishes their own subtask with its button (`can_finish`, the server's).
import { useContext, useState } from 'react';
import { Button, MultiSelect, Stack, Text } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import type { TOption } from '../../../ui/selectSearch.ts';
import { LineInput, type TLineColumn } from '../../../ui/LineInput.tsx';
import { LinesInput, type TLinesConfig } from '../../../ui/LinesField.tsx';
import { toast } from '../../../ui/toasts.ts';
import { EditedRecord } from '../../../ui/editedRecord.ts';
import { trpc } from '../../../api/trpc.ts';
import { NEW_SUBTASK, toSubtaskLines, type TSubtaskLine } from './subtasks.ts';
import { usePeopleOptions } from './useSupervisors.ts';

const FINISHED: TLineColumn<TSubtaskLine> = { name: 'finished', label: 'Elvégezve', input: 'checkbox' };

type TFinished = Pick<TSubtaskLine, 'finished' | 'finished_by' | 'finished_at'>;

/** A read-only form keeps the values it loaded, so the answer is shown over the line. */
function FinishButton({ taskId, line, onDone }: { taskId: number; line: TSubtaskLine; onDone: (id: number, answer: TFinished) => void }) {
  const finish = trpc.tasks.finishSubtask.useMutation({
    onSuccess: (answer) => {
      toast('success', answer.finished ? 'A részfeladat elvégezve.' : 'A részfeladat újra nyitva.');
      onDone(answer.id, answer);
    },
  });
  return (
    <Button size="xs" variant="light" loading={finish.isPending} onClick={() => finish.mutate({ id: taskId, subtask: line.id!, finished: !line.finished })}>
      {line.finished ? 'Visszanyitás' : 'Kész'}
    </Button>
  );
}

/** The offered people and those the subtask already names (a colleague the pickers do not list). */
const withNamed = (people: TOption[], named: TSubtaskLine['named'] = []) => [
  ...people,
  ...named.filter((a) => !people.some((p) => p.value === String(a.id))).map((a) => ({ value: String(a.id), label: a.name })),
];

function config(taskId: number | undefined, people: TOption[], onDone: (id: number, answer: TFinished) => void): TLinesConfig<TSubtaskLine> {
  return {
    label: 'Részfeladatok',
    addLabel: 'Új részfeladat',
    removeLabel: 'Részfeladat törlése',
    newLine: () => NEW_SUBTASK,
    columns: [
      { name: 'description', label: 'Részfeladat', input: 'text', required: true, maxLength: 1000 },
      { name: 'measure', label: 'Intézkedés', input: 'text', maxLength: 1000 },
      {
        name: 'assignees',
        label: 'Felelősök',
        input: 'custom',
        width: 220,
        render: (cell) => (
          <MultiSelect
            aria-label="Felelősök"
            data={withNamed(people, cell.line.named)}
            value={cell.line.assignees.map(String)}
            onChange={(values) => cell.set({ assignees: values.map(Number) })}
            readOnly={cell.readOnly}
            error={cell.errorOf('assignees')}
            searchable
          />
        ),
      },
      { name: 'deadline', label: 'Határidő', input: 'date', required: true, width: 160 },
      {
        ...FINISHED,
        input: 'custom',
        width: 170,
        render: (cell) => (
          <Stack gap={4}>
            <LineInput column={FINISHED} cell={cell} />
            {cell.line.finished && cell.line.finished_by && (
              <Text size="xs" c="gray.7">
                {cell.line.finished_by.name}, {cell.line.finished_at}
              </Text>
            )}
            {cell.readOnly && cell.line.can_finish && taskId !== undefined && cell.line.id !== undefined && (
              <FinishButton taskId={taskId} line={cell.line} onDone={onDone} />
            )}
          </Stack>
        ),
      },
    ],
  };
}

export function SubtasksField(props: TCustomFieldProps) {
  const people = usePeopleOptions();
  const taskId = useContext(EditedRecord);
  const [answered, setAnswered] = useState<Record<number, TFinished>>({});
  const onDone = (id: number, answer: TFinished) => setAnswered((current) => ({ ...current, [id]: answer }));
  const lines = toSubtaskLines(props.value).map((line) => (line.id !== undefined && answered[line.id] ? { ...line, ...answered[line.id] } : line));
  return <LinesInput {...props} value={lines} name="subtasks" config={config(taskId, people, onDone)} />;
}
