// The tasks of an inspection's resolution (ui/LinesField): problem, measure, who is responsible
// (a person or a partner), the deadline, whether it is done; an unfinished task past its
// deadline is marked 'Lejárt' in red (the server's `overdue`).
import { Badge, Stack } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { BADGE } from '../../../ui/badgeColors.ts';
import { partnerLabel } from '../../../ui/formatters.ts';
import { LineInput, type TLineColumn } from '../../../ui/LineInput.tsx';
import { LinesInput, type TLinesConfig } from '../../../ui/LinesField.tsx';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { NEW_TASK, toTaskLines, type TTaskLine } from './tasks.ts';

const DEADLINE: TLineColumn<TTaskLine> = { name: 'deadline', label: 'Határidő', input: 'date', required: true };

const TASKS: TLinesConfig<TTaskLine> = {
  label: 'Feladatok',
  addLabel: 'Új feladat',
  removeLabel: 'Feladat törlése',
  newLine: () => NEW_TASK,
  columns: [
    { name: 'problem', label: 'Feltárt probléma', input: 'text', required: true, maxLength: 1000 },
    { name: 'measure', label: 'Intézkedés', input: 'text', maxLength: 1000 },
    { name: 'responsible_person', label: 'Felelős személy', input: 'select', width: 190, options: (lists) => optionsOf(lists, 'referents') },
    {
      name: 'responsible_partner',
      label: 'Felelős partner',
      input: 'select',
      width: 190,
      options: (lists) => optionsOf(lists, 'partners', (entry) => String(entry.display_name ?? partnerLabel(entry as { name: string }))),
    },
    {
      ...DEADLINE,
      input: 'custom',
      width: 160,
      render: (cell) => (
        <Stack gap={4}>
          <LineInput column={DEADLINE} cell={cell} />
          {cell.line.overdue && <Badge color={BADGE.negative}>Lejárt</Badge>}
        </Stack>
      ),
    },
    { name: 'finished', label: 'Elvégezve', input: 'checkbox', width: 110 },
  ],
};

export const TasksField = (props: TCustomFieldProps) => <LinesInput {...props} value={toTaskLines(props.value)} name="tasks" config={TASKS} />;
