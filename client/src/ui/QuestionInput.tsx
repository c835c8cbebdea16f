import { Checkbox, FileInput, NumberInput, Select, Textarea } from '@mantine/core';
import type { TQuestion } from './workflowTypes.ts';
import { DateField } from './DateField.tsx';
import { SearchMultiSelect } from './SearchSelect.tsx';
import { NUMBER_STEP } from './FieldInput.tsx';
import { LinesInput, type TLinesConfig } from './LinesField.tsx';

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

/** A question of rows (multi_column): the kit's lines field, a column per the question's columns. */
function MultiColumnInput({ question, value, onChange, error }: { question: TQuestion; value: unknown; onChange: (rows: unknown) => void; error?: string }) {
  const config: TLinesConfig = {
    label: question.label,
    addLabel: 'Új sor',
    removeLabel: 'Sor törlése',
    columns: (question.columns ?? []).map((column) => ({ name: column.codename, label: column.label, input: column.type })),
  };
  return (
    <LinesInput
      config={config}
      name={question.codename}
      value={value ?? []}
      onChange={onChange}
      values={{}}
      errors={{}}
      lists={{}}
      readOnly={false}
      error={error}
    />
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
      return <MultiColumnInput question={question} value={value} onChange={onChange} error={error} />;
  }
}
