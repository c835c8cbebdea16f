// The tasks of an education contract (server workflow/contract-tasks.ts): what is taught, its
// planned and, once certified, its final quantity in the contract's unit. The payment they make
// is the server's (total_payment), never summed here.
import type { TCustomFieldProps } from './fieldsConfig.ts';
import { LinesInput, type TLinesConfig } from './LinesField.tsx';

type TTaskLine = { id?: number; name: string; planned_quantity: number | null; final_quantity: number | null };

const QUANTITY = { input: 'number', width: 150, min: 0, decimals: 2 } as const;

const TASKS: TLinesConfig<TTaskLine> = {
  label: 'Feladatok',
  addLabel: 'Új feladat',
  removeLabel: 'Feladat törlése',
  columns: [
    { name: 'name', label: 'Feladat', input: 'text', required: true },
    { name: 'planned_quantity', label: 'Tervezett', inputLabel: 'Tervezett mennyiség', required: true, ...QUANTITY },
    { name: 'final_quantity', label: 'Tényleges', inputLabel: 'Tényleges mennyiség', ...QUANTITY },
  ],
};

export const TaskLinesField = (props: TCustomFieldProps) => <LinesInput {...props} name="tasks" config={TASKS} />;
