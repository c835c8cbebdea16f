// Érettségi megbízások (MODULES.md §3.28): the kit's exam contract screens (ui/examScreens.ts);
// its own: its kitolt/ call and its tasks' kind of work, class and days.
import { examScreens } from '../../../ui/examScreens.ts';
import { optionsOf } from '../../../ui/useOptionLists.ts';

const typeName = (task: Record<string, unknown>) => (task.type as { name?: string } | null)?.name ?? 'Feladat';

export const screens = examScreens({
  moduleKey: 'graduationContracts',
  title: 'Érettségi megbízások',
  newLabel: 'Új megbízás',
  newTitle: 'Új érettségi megbízás',
  noun: 'Érettségi megbízás',
  accusative: 'megbízást',
  fetchPerson: (utils, id) => utils.graduationContracts.fill.fetch({ user_id: id }),
  contributor: true,
  taskTitle: (task) => [typeName(task), task.class_name].filter(Boolean).join(', '),
  taskColumns: [
    { name: 'type', label: 'Feladat', input: 'select', required: true, width: 180, options: (lists) => optionsOf(lists, 'graduation_contract_types') },
    { name: 'class_name', label: 'Osztály', input: 'text', width: 90, maxLength: 50 },
    { name: 'start_date', label: 'Kezdő dátum', input: 'date', required: true, width: 150 },
    { name: 'end_date', label: 'Záró dátum', input: 'date', required: true, width: 150 },
  ],
});
