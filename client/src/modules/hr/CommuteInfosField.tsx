// The commute infos of a verification (001 §3 Commute info), on ui/LinesField: one line a way of
// travelling to a workplace; the way back is the way there unless unticked. Errors are shown at
// their line's cell (the server keys them commute_infos.<index>.<field>). Shared by the HR screens
// that edit commute infos (a verification's lines here; an employment's, with its prefix).
import type { TCustomFieldProps } from '../../ui/fieldsConfig.ts';
import { LineInput, type TLineColumn } from '../../ui/LineInput.tsx';
import { LinesInput, type TLinesConfig } from '../../ui/LinesField.tsx';
import { KM } from '@etanker/shared/format.ts';
import { institutionOptions, optionsOf } from '../../ui/useOptionLists.ts';

export interface TInfoLine {
  id?: number;
  institution: number | { id: number } | null;
  type: number | { id: number } | null;
  mileage_towards: number | null;
  mileage_backwards: number | null;
  towards_backwards_is_same: boolean;
  monthly_cost: number | null;
  sap_code: string;
}

const NEW_LINE: TInfoLine = {
  institution: null,
  type: null,
  mileage_towards: 0,
  mileage_backwards: 0,
  towards_backwards_is_same: true,
  monthly_cost: null,
  sap_code: '',
};

/** A reference as the details answer it ({id, name}) or as the form holds it (the id). */
export const refId = (value: number | { id: number } | null) => (value !== null && typeof value === 'object' ? value.id : value);

/** The lines as the server takes them: workplace and kind by id. */
export const infoLinesPayload = (value: unknown) =>
  ((value as TInfoLine[] | null) ?? []).map((line) => ({ ...line, institution: refId(line.institution), type: refId(line.type) }));

const distance = (name: 'mileage_towards' | 'mileage_backwards', label: string): TLineColumn<TInfoLine> => ({
  name,
  label,
  input: 'number',
  width: 120,
  min: 0,
  decimals: 1,
  suffix: KM,
  emptyValue: 0,
});
const BACKWARDS = distance('mileage_backwards', 'Távolság vissza');

const COMMUTE_INFOS: TLinesConfig<TInfoLine> = {
  label: 'Munkába járási módok',
  addLabel: 'Új mód',
  removeLabel: 'Sor törlése',
  hint: 'Bérletnél a havi bérlet ára, jegynél egy út jegyára a költség.',
  newLine: () => NEW_LINE,
  columns: [
    {
      name: 'institution',
      label: 'Munkavégzés helye',
      input: 'select',
      options: institutionOptions,
    },
    { name: 'type', label: 'Mód', input: 'select', width: 150, options: (lists) => optionsOf(lists, 'commute_types') },
    distance('mileage_towards', 'Távolság oda'),
    { name: 'towards_backwards_is_same', label: 'Azonos', inputLabel: 'Oda-vissza azonos', input: 'checkbox', width: 80 },
    {
      ...BACKWARDS,
      input: 'custom',
      // The same way back: its distance is the way there's, not typed.
      render: (cell) =>
        cell.line.towards_backwards_is_same ? (
          <LineInput column={BACKWARDS} cell={{ ...cell, readOnly: true, line: { ...cell.line, mileage_backwards: cell.line.mileage_towards } }} />
        ) : (
          <LineInput column={BACKWARDS} cell={cell} />
        ),
    },
    { name: 'monthly_cost', label: 'Költség', input: 'number', width: 130, min: 0, grouped: true, suffix: 'Ft' },
    { name: 'sap_code', label: 'SAP kód', input: 'text', width: 110 },
  ],
};

export const CommuteInfosField = ({ errorPrefix = 'commute_infos', ...props }: TCustomFieldProps & { errorPrefix?: string }) => (
  <LinesInput {...props} name={errorPrefix} config={COMMUTE_INFOS} />
);
