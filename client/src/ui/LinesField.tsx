// A field holding lines (an employee's children, qualifications): a table with one input per
// column, a remove button per line and an 'add' button, from a description of the columns. The
// lines' server errors arrive as `{field}.{index}.{column}`. A line keeps its server id, so a
// PUT updates it in place where the server keeps child rows.
import { createElement } from 'react';
import { ActionIcon, Button, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TCustomFieldProps, TFieldConfig, TOptionLists } from './fieldsConfig.ts';
import type { TOption } from './selectSearch.ts';
import { DateField } from './DateField.tsx';
import { SearchSelect } from './SearchSelect.tsx';
import { useFocusNewRow } from './useFocusNewRow.ts';

export interface TLineColumn {
  name: string;
  label: string;
  input: 'text' | 'date' | 'number' | 'select';
  required?: boolean;
  /** the column's width in pixels */
  width: number;
  /** a select's options (the value travels as a number) */
  options?: (lists: TOptionLists) => TOption[];
  min?: number;
  max?: number;
}

export interface TLinesConfig {
  /** the field's label above the table */
  label: string;
  addLabel: string;
  /** the remove button's accessible name */
  removeLabel: string;
  columns: TLineColumn[];
}

type TLine = Record<string, unknown> & { id?: number };

const linesOf = (value: unknown): TLine[] => (Array.isArray(value) ? (value as TLine[]) : []);
const emptyLine = (columns: TLineColumn[]): TLine => Object.fromEntries(columns.map((c) => [c.name, c.input === 'text' ? '' : null]));

function LineInput({
  column,
  line,
  onChange,
  readOnly,
  error,
  lists,
}: {
  column: TLineColumn;
  line: TLine;
  onChange: (value: unknown) => void;
  readOnly: boolean;
  error?: string;
  lists: TOptionLists;
}) {
  const value = line[column.name];
  const common = { 'aria-label': column.label, required: column.required && !readOnly, readOnly, error };
  switch (column.input) {
    case 'date':
      return (
        <DateField
          {...common}
          aria-label={value ? `${column.label}: ${String(value)}` : column.label}
          value={(value as string | null) ?? null}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          hideControls
          min={column.min}
          max={column.max}
          value={(value as number | null) ?? ''}
          onChange={(next) => onChange(next === '' ? null : Number(next))}
        />
      );
    case 'select':
      return (
        <SearchSelect
          {...common}
          data={column.options?.(lists) ?? []}
          value={value === null || value === undefined ? null : String(value)}
          onChange={(next) => onChange(next === null ? null : Number(next))}
        />
      );
    default:
      return <TextInput {...common} value={(value as string | undefined) ?? ''} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}

function LinesInput({ config, name, value, onChange, readOnly, error, errors, lists }: TCustomFieldProps & { config: TLinesConfig; name: string }) {
  const lines = linesOf(value);
  const [rowsRef, rowAdded] = useFocusNewRow();
  const setCell = (index: number, column: string, next: unknown) => onChange(lines.map((line, at) => (at === index ? { ...line, [column]: next } : line)));
  const minWidth = config.columns.reduce((sum, c) => sum + c.width, 40);
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {config.label}
      </Text>
      {lines.length > 0 && (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table ref={rowsRef}>
            <Table.Thead>
              <Table.Tr>
                {config.columns.map((c) => (
                  <Table.Th key={c.name} w={c.width}>
                    {c.label}
                  </Table.Th>
                ))}
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                <Table.Tr key={line.id ?? `line-${index}`}>
                  {config.columns.map((c) => (
                    <Table.Td key={c.name}>
                      <LineInput
                        column={c}
                        line={line}
                        lists={lists}
                        readOnly={readOnly}
                        error={errors[`${name}.${index}.${c.name}`]?.join(' ')}
                        onChange={(next) => setCell(index, c.name, next)}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    {!readOnly && (
                      <ActionIcon variant="subtle" color="red" aria-label={config.removeLabel} onClick={() => onChange(lines.filter((_, at) => at !== index))}>
                        ✕
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {readOnly && lines.length === 0 && (
        <Text size="sm" c="gray.7">
          Nincs adat.
        </Text>
      )}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      {!readOnly && (
        <Button
          size="xs"
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            rowAdded();
            onChange([...lines, emptyLine(config.columns)]);
          }}
        >
          {config.addLabel}
        </Button>
      )}
    </Stack>
  );
}

/** The lines as the server takes them: the columns' values and a stored line's id. */
export function linesPayload(columns: TLineColumn[], value: unknown) {
  return linesOf(value).map((line) => ({
    ...(line.id === undefined ? {} : { id: line.id }),
    ...Object.fromEntries(columns.map((c) => [c.name, line[c.name] ?? (c.input === 'text' ? '' : null)])),
  }));
}

/** A form field of lines, described by its columns (`name` is the field's name in the form). */
export function linesField(name: string, config: TLinesConfig): TFieldConfig {
  return {
    name,
    label: config.label,
    type: 'custom',
    width: 'wide',
    defaultValue: [],
    render: (props) => createElement(LinesInput, { ...props, config, name }),
    toPayload: (value) => linesPayload(config.columns, value),
  };
}
