// One answer field of a monthly report by its kind (shared/src/monthly-reports.ts): a text, a long
// text, a date, a count or a choice, with the server's message under it.
import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { TMonthlyField } from '@etanker/shared/monthly-reports.ts';
import { DateField } from '../../../ui/DateField.tsx';
import type { TAnswerValue } from './report.ts';

interface TAnswerFieldProps {
  field: TMonthlyField;
  /** the visible label, or only the screen reader's (a table's column names it) */
  label: string;
  hideLabel?: boolean;
  value: TAnswerValue;
  error?: string;
  readOnly: boolean;
  onChange: (value: TAnswerValue) => void;
}

export function AnswerField({ field, label, hideLabel, value, error, readOnly, onChange }: TAnswerFieldProps) {
  const common = { label: hideLabel ? undefined : label, 'aria-label': label, error, readOnly };
  switch (field.kind) {
    case 'count':
      return (
        <NumberInput
          {...common}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={value ?? ''}
          onChange={(v) => onChange(v === '' ? null : Number(v))}
          miw={90}
        />
      );
    case 'date':
      return <DateField {...common} value={(value as string | null) || null} onChange={(v) => onChange(v ?? '')} />;
    case 'choice':
      return <Select {...common} data={[...(field.choices ?? [])]} value={(value as string | null) || null} onChange={(v) => onChange(v ?? '')} miw={150} />;
    case 'longtext':
      return <Textarea {...common} autosize minRows={1} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} miw={200} />;
    default:
      return <TextInput {...common} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} miw={140} />;
  }
}
