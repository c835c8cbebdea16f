import { ActionIcon, Button, Checkbox, FileInput, Group, NumberInput, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import type { TQuestion } from './workflowTypes.ts';
import { DateField } from './DateField.tsx';
import { SearchMultiSelect } from './SearchSelect.tsx';
import { NUMBER_STEP } from './FieldInput.tsx';
import { useFocusNewRow } from './useFocusNewRow.ts';

/** Decision text answers have 3 rows (000 §9). */
export const DECISION_TEXT_ROWS = 3;

export function questionDefault(question: TQuestion): unknown {
  if (question.default !== undefined && question.default !== null) return question.default;
  switch (question.type) {
    case 'bool':
      return false;
    case 'multi_column':
    case 'partners':
      return [];
    case 'number':
    case 'date':
    case 'file':
    case 'select':
      return null;
    default:
      return '';
  }
}

type TRow = Record<string, unknown>;

function MultiColumnInput({ question, value, onChange }: { question: TQuestion; value: TRow[]; onChange: (rows: TRow[]) => void }) {
  const columns = question.columns ?? [];
  const setCell = (index: number, codename: string, cell: unknown) => onChange(value.map((row, at) => (at === index ? { ...row, [codename]: cell } : row)));
  const [rowsRef, rowAdded] = useFocusNewRow();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {question.label}
      </Text>
      <Table ref={rowsRef}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.codename}>{column.label}</Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {value.map((row, index) => (
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.codename}>
                  {column.type === 'number' ? (
                    <NumberInput
                      aria-label={column.label}
                      step={NUMBER_STEP}
                      value={(row[column.codename] as number) ?? ''}
                      onChange={(next) => setCell(index, column.codename, next === '' ? null : Number(next))}
                    />
                  ) : column.type === 'date' ? (
                    <DateField
                      aria-label={column.label}
                      value={(row[column.codename] as string) ?? null}
                      onChange={(next) => setCell(index, column.codename, next)}
                    />
                  ) : (
                    <TextInput
                      aria-label={column.label}
                      value={(row[column.codename] as string) ?? ''}
                      onChange={(event) => setCell(index, column.codename, event.currentTarget.value)}
                    />
                  )}
                </Table.Td>
              ))}
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label="Sor törlése" onClick={() => onChange(value.filter((_, at) => at !== index))}>
                  ✕
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            rowAdded();
            onChange([...value, {}]);
          }}
        >
          Új sor
        </Button>
      </Group>
    </Stack>
  );
}

interface TQuestionInputProps {
  question: TQuestion;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  partners: { value: string; label: string }[];
  /** choices of a select question that brings none */
  listChoices: { value: string; label: string }[];
}

/** One decision question, by its type (000 §3 Question). */
export function QuestionInput({ question, value, onChange, error, partners, listChoices }: TQuestionInputProps) {
  const common = { label: question.label, error, required: question.required };
  const own = (question.choices ?? []).map((choice) => ({ value: String(choice.value), label: choice.label }));
  const choices = own.length > 0 ? own : listChoices;
  switch (question.type) {
    case 'text':
      return <Textarea {...common} rows={DECISION_TEXT_ROWS} value={(value as string) ?? ''} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'date':
      return <DateField {...common} value={(value as string) ?? null} onChange={onChange} />;
    case 'bool':
      return <Checkbox label={question.label} checked={Boolean(value)} onChange={(event) => onChange(event.currentTarget.checked)} error={error} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          step={NUMBER_STEP}
          thousandSeparator=" "
          decimalSeparator="."
          suffix={question.format === 'money' ? ' Ft' : undefined}
          value={(value as number) ?? ''}
          onChange={(next) => onChange(next === '' ? null : Number(next))}
        />
      );
    case 'file':
      return <FileInput {...common} value={(value as File) ?? null} onChange={onChange} clearable />;
    case 'select':
      // Ids travel as numbers.
      return (
        <Select
          {...common}
          data={choices}
          value={value === null || value === undefined ? null : String(value)}
          onChange={(next) => onChange(next !== null && /^\d+$/.test(next) ? Number(next) : next)}
          clearable={!question.required}
        />
      );
    case 'partners':
      return <SearchMultiSelect {...common} data={partners} value={(value as string[]) ?? []} onChange={onChange} />;
    case 'multi_column':
      return <MultiColumnInput question={question} value={(value as TRow[]) ?? []} onChange={onChange} />;
  }
}
