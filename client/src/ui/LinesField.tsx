// A field holding lines (an employee's children, a commitment's products, a car's refuels): a
// table with one cell per column, a remove button per line and an 'add' button, from a
// description of the columns. The lines' server errors arrive as `{field}.{index}.{column}`. A
// line keeps its server id, so a PUT updates it in place where the server keeps child rows. Below
// the sm breakpoint each line is a card, its cells one under the other with their column's name
// (LinesField.css). The module keeps its own rules: new lines, totals, warnings, payload.
import { createElement, type ReactNode } from 'react';
import { ActionIcon, Box, Button, Stack, Table, Text } from '@mantine/core';
import type { TCustomFieldProps, TFieldConfig, TFormValues, TOptionLists } from './fieldsConfig.ts';
import { LineInput, type TLineCell, type TLineColumn } from './LineInput.tsx';
import { useFocusNewRow } from './useFocusNewRow.ts';
import './LinesField.css';

export type { TLineCell, TLineColumn } from './LineInput.tsx';

type TLineValues = Record<string, unknown>;

export interface TLinesConfig<TLine = TLineValues> {
  /** the field's label above the table; none where a heading of the page names the lines */
  label?: string;
  addLabel: string;
  /** the remove button's accessible name */
  removeLabel: string;
  columns: TLineColumn<TLine>[];
  /** the line the 'add' button appends; empty cells unless given */
  newLine?(lines: readonly TLine[], values: TFormValues): TLine;
  /** shown instead of the table while there is no line; read-only it defaults to 'Nincs adat.' */
  emptyText?: string;
  /** sums and checks under the table */
  footer?(lines: readonly TLine[], form: { values: TFormValues; lists: TOptionLists }): ReactNode;
  /** a note under the table */
  hint?: string;
  /** the module's own messages for a line's cells, shown where the server sent none */
  warnings?(line: TLine, field: { values: TFormValues; error?: string }): Partial<Record<string, string>>;
}

const linesOf = <TLine,>(value: unknown): TLine[] => (Array.isArray(value) ? (value as TLine[]) : []);
const emptyLine = (columns: TLineColumn<never>[]) =>
  Object.fromEntries(
    columns.filter((c) => c.input !== 'custom').map((c) => [c.name, c.input === 'text' || c.input === 'time' ? '' : c.input === 'checkbox' ? false : null]),
  );
const keyOf = (line: unknown, index: number) => (line as { id?: number }).id ?? `new-${index}`;

export type TLinesInputProps<TLine> = Omit<TCustomFieldProps, 'setField'> & {
  config: TLinesConfig<TLine>;
  /** the field's name: the first part of its lines' error keys */
  name: string;
};

export function LinesInput<TLine>({ config, name, value, values, onChange, readOnly, error, errors, lists }: TLinesInputProps<TLine>) {
  const lines = linesOf<TLine>(value);
  const [rowsRef, rowAdded] = useFocusNewRow();
  const emptyText = config.emptyText ?? (readOnly ? 'Nincs adat.' : undefined);
  const cellOf = (line: TLine, index: number): TLineCell<TLine> => {
    const warnings = config.warnings?.(line, { values, error }) ?? {};
    return {
      line,
      index,
      lines,
      readOnly,
      values,
      lists,
      errorOf: (column) => errors[`${name}.${index}.${column}`]?.join(' ') ?? warnings[column],
      set: (patch) => onChange(lines.map((other, at) => (at === index ? { ...other, ...patch } : other))),
    };
  };
  const minWidth = config.columns.reduce((sum, c) => sum + (c.width ?? 200), 40);
  return (
    <Stack gap="xs">
      {config.label && (
        <Text fw={500} size="sm">
          {config.label}
        </Text>
      )}
      {lines.length === 0 ? (
        emptyText && (
          <Text size="sm" c="gray.7">
            {emptyText}
          </Text>
        )
      ) : (
        <Box className="lines-scroll">
          <Table ref={rowsRef} className="lines-table" style={{ '--lines-min-width': `${minWidth}px` }}>
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
              {lines.map((line, index) => {
                const cell = cellOf(line, index);
                return (
                  <Table.Tr key={keyOf(line, index)}>
                    {config.columns.map((c) => (
                      <Table.Td key={c.name} data-label={c.label}>
                        <LineInput column={c} cell={cell} />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      {!readOnly && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={config.removeLabel}
                          onClick={() => onChange(lines.filter((_, at) => at !== index))}
                        >
                          ✕
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {config.footer?.(lines, { values, lists })}
      {config.hint && (
        <Text size="xs" c="gray.7">
          {config.hint}
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
            onChange([...lines, config.newLine ? config.newLine(lines, values) : emptyLine(config.columns as TLineColumn<never>[])]);
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
  return linesOf<TLineValues & { id?: number }>(value).map((line) => ({
    ...(line.id === undefined ? {} : { id: line.id }),
    ...Object.fromEntries(columns.filter((c) => c.input !== 'custom').map((c) => [c.name, line[c.name] ?? (c.input === 'text' ? '' : null)])),
  }));
}

/** A form field of lines, described by its columns (`name` is the field's name in the form). */
export function linesField(name: string, config: TLinesConfig & { label: string }): TFieldConfig {
  return {
    name,
    label: config.label,
    type: 'custom',
    width: 'wide',
    defaultValue: [],
    render: (props) => createElement(LinesInput<TLineValues>, { ...props, config, name }),
    toPayload: (value) => linesPayload(config.columns, value),
  };
}
