// One question's input, by its kind: a number, a text, one of the choices, or a list of texts
// (yearly reports, survey fill-ins). `description` shows beside it (a survey's earlier answers).
import { NumberInput, Select, TagsInput, Textarea } from '@mantine/core';
import type { TQuestion } from '@etanker/shared/questions.ts';

/** The label keeps the row's width; only the input is narrow. */
const NARROW = { wrapper: { maxWidth: 320 } };

export type TAnswerValue = string | number | string[] | null;

export function AnswerInput(props: {
  question: TQuestion;
  value: TAnswerValue;
  error?: string;
  readOnly: boolean;
  description?: string;
  onChange: (value: TAnswerValue) => void;
}) {
  const { question, value, error, readOnly, description, onChange } = props;
  const label = `${question.number}. ${question.text}`;
  const common = { label, error, readOnly, description, 'data-question': question.id };
  switch (question.kind) {
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v === '' ? null : v)}
          min={0}
          thousandSeparator=" "
          decimalSeparator=","
          styles={NARROW}
        />
      );
    case 'choice':
      return (
        <Select
          {...common}
          data={question.choices}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          clearable={!readOnly}
          w={{ base: '100%', sm: 320 }}
        />
      );
    case 'list':
      return <TagsInput {...common} value={Array.isArray(value) ? value : []} onChange={onChange} placeholder={readOnly ? undefined : 'Írja be, majd Enter'} />;
    default:
      return <Textarea {...common} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} autosize minRows={2} />;
  }
}
