// One cell of a lines field (ui/LinesField): the input its column describes, or the module's own
// cell. A module's own cell may reuse LineInput with a column of its own (an occasion's date or
// weekday, a task's deadline with its badge).
import type { ReactNode } from 'react';
import { Checkbox, NumberInput, TextInput } from '@mantine/core';
import type { TFormValues, TOptionLists } from './fieldsConfig.ts';
import type { TOption } from './selectSearch.ts';
import { DateField } from './DateField.tsx';
import { SearchSelect } from './SearchSelect.tsx';
import { Suffix } from './Suffix.tsx';
import { completeTime, TIME_PLACEHOLDER } from './time24.ts';

/** What a cell knows: its line, the form around it, and how to change the line. */
export interface TLineCell<TLine> {
  line: TLine;
  index: number;
  lines: readonly TLine[];
  readOnly: boolean;
  values: TFormValues;
  lists: TOptionLists;
  /** the message for one of the line's fields: the server's `{field}.{index}.{column}`, else the module's warning */
  errorOf(column: string): string | undefined;
  set(patch: Partial<TLine>): void;
}

export interface TLineColumn<TLine = Record<string, unknown>> {
  /** the line's key, and the last part of its error's key */
  name: string;
  /** the header, and the input's accessible name */
  label: string;
  /** the input's accessible name where the header is a short form of it */
  inputLabel?: string;
  /** 'custom': the module's `render` draws the cell (a computed figure, a document, a cell that switches) */
  input: 'text' | 'time' | 'number' | 'date' | 'datetime' | 'select' | 'checkbox' | 'custom';
  required?: boolean;
  /** the column's width in pixels; without it the column takes what is left */
  width?: number;
  /** a select's options (the value travels as a number unless `textValues`) */
  options?(lists: TOptionLists): TOption[];
  /** a select whose values are codes ('weekly', a VAT key), kept as text */
  textValues?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** digits after the decimal point; 0: whole numbers only */
  decimals?: number;
  /** thousands grouped by a space (amounts, meter values) */
  grouped?: boolean;
  /** the unit after the input (Ft, fő, Km) */
  suffix?: string;
  /** what a cleared number means (a distance: 0 km); null unless given */
  emptyValue?: number;
  render?(cell: TLineCell<TLine>): ReactNode;
}

const idOf = (value: unknown): unknown => (typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value);

/** The input of a column for one line. */
export function LineInput<TLine>({ column, cell }: { column: TLineColumn<TLine>; cell: TLineCell<TLine> }) {
  const { readOnly } = cell;
  const value = (cell.line as Record<string, unknown>)[column.name];
  const set = (next: unknown) => cell.set({ [column.name]: next } as Partial<TLine>);
  const label = column.inputLabel ?? column.label;
  const common = { 'aria-label': label, required: column.required && !readOnly, readOnly, error: cell.errorOf(column.name) };
  switch (column.input) {
    case 'custom':
      return column.render?.(cell);
    case 'date':
    case 'datetime':
      return (
        <DateField
          {...common}
          // The picker is a button showing its value: its name must contain that text (axe).
          aria-label={value ? `${label}: ${String(value)}` : label}
          withTime={column.input === 'datetime'}
          value={(value as string | null) ?? null}
          onChange={set}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          hideControls
          min={column.min}
          max={column.max}
          allowDecimal={column.decimals !== 0}
          decimalScale={column.decimals || undefined}
          thousandSeparator={column.grouped ? ' ' : undefined}
          decimalSeparator="."
          rightSection={<Suffix>{column.suffix}</Suffix>}
          value={(value as number | null) ?? ''}
          onChange={(next) => set(next === '' ? (column.emptyValue ?? null) : Number(next))}
        />
      );
    case 'select': {
      const id = idOf(value);
      return (
        <SearchSelect
          {...common}
          data={column.options?.(cell.lists) ?? []}
          value={id === null || id === undefined ? null : String(id)}
          onChange={(next) => set(next === null || column.textValues ? next : Number(next))}
        />
      );
    }
    case 'checkbox':
      return <Checkbox aria-label={label} disabled={readOnly} checked={Boolean(value)} onChange={(event) => set(event.currentTarget.checked)} />;
    case 'time':
      return (
        <TextInput
          {...common}
          placeholder={TIME_PLACEHOLDER}
          inputMode="numeric"
          maxLength={5}
          value={(value as string | undefined) ?? ''}
          onChange={(event) => set(event.currentTarget.value)}
          onBlur={(event) => set(completeTime(event.currentTarget.value))}
        />
      );
    default:
      return (
        <TextInput {...common} maxLength={column.maxLength} value={(value as string | undefined) ?? ''} onChange={(event) => set(event.currentTarget.value)} />
      );
  }
}
