// Komplex vizsga megbízások (MODULES.md §3.32): the kit's exam contract screens (ui/examScreens.ts);
// its own: its kitolt/ call and its tasks' kind of work, profession with OKJ / SZJ ids and category.
import { examScreens } from '../../../ui/examScreens.ts';
import { optionsOf } from '../../../ui/useOptionLists.ts';

const typeName = (task: Record<string, unknown>) => (task.type as { name?: string } | null)?.name ?? 'Feladat';

export const screens = examScreens({
  moduleKey: 'complexExams',
  title: 'Komplex vizsga megbízások',
  newLabel: 'Új megbízás',
  newTitle: 'Új komplex vizsga megbízás',
  noun: 'Komplex vizsga megbízás',
  accusative: 'megbízást',
  fetchPerson: (utils, id) => utils.complexExams.fill.fetch({ user_id: id }),
  contributor: false,
  taskTitle: (task) => [typeName(task), task.profession_name].filter(Boolean).join(', '),
  taskColumns: [
    { name: 'type', label: 'Feladat', input: 'select', required: true, width: 180, options: (lists) => optionsOf(lists, 'complex_exam_types') },
    { name: 'profession_name', label: 'Szakma', input: 'text', required: true, maxLength: 200 },
    { name: 'okj_id', label: 'OKJ', inputLabel: 'OKJ azonosító', input: 'text', width: 110, maxLength: 30 },
    { name: 'szj_id', label: 'SZJ', inputLabel: 'SZJ azonosító', input: 'text', width: 110, maxLength: 30 },
    { name: 'category', label: 'Kategória', input: 'text', width: 140, maxLength: 100 },
  ],
});
