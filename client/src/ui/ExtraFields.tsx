import { ActionIcon, Button, Checkbox, Group, NumberInput, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { DateField } from './DateField.tsx';
import { SearchMultiSelect, SearchSelect } from './SearchSelect.tsx';
import { NUMBER_STEP } from './FieldInput.tsx';
import { Suffix } from './Suffix.tsx';
import {
  addSectionAnswer,
  answerValue,
  conditionState,
  extraFieldError,
  minSelectableDate,
  removeSectionAnswer,
  sectionCount,
  setAnswer,
  type TExtraFieldAnswer,
  type TExtraFieldDefinition,
  type TInstitutionAddress,
} from '@etanker/shared/extra-field-rules.ts';

export const NEW_ANSWER_LABEL = 'Új válasz';

interface TExtraFieldsProps {
  definitions: readonly TExtraFieldDefinition[];
  answers: readonly TExtraFieldAnswer[];
  onChange: (answers: TExtraFieldAnswer[]) => void;
  /** the record's own values, for conditions on entity fields */
  values: Record<string, unknown>;
  institution: TInstitutionAddress | null;
  readOnly: boolean;
  canEditAll: boolean;
  /** shows mandatory errors after a submit attempt */
  showErrors: boolean;
  /** the server's field errors; extra-field ones are keyed `extra_field_answers.${field_id}` */
  serverErrors?: Record<string, string[]>;
}

/** Every mandatory answer that is empty and visible → an error key `${field_id}:${index}`. */
export function extraFieldErrors(
  definitions: readonly TExtraFieldDefinition[],
  answers: readonly TExtraFieldAnswer[],
  values: Record<string, unknown>,
): string[] {
  return answers
    .filter((answer) => {
      const definition = definitions.find((candidate) => candidate.id === answer.field_id);
      if (!definition) return false;
      const state = conditionState(definition, { values, definitions, answers, sectionIndex: answer.section_index });
      return !state.hidden && extraFieldError(definition, answer.value) !== null;
    })
    .map((answer) => `${answer.field_id}:${answer.section_index}`);
}

function ExtraFieldInput({
  definition,
  value,
  onChange,
  readOnly,
  error,
  minDate,
}: {
  definition: TExtraFieldDefinition;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
  error?: string;
  minDate: Date | null;
}) {
  const common = { label: definition.label, required: definition.mandatory && !readOnly, readOnly, error };
  const suffix = definition.suffix || undefined;
  const choices = (definition.type === 'user_select' ? definition.user_choices : definition.choices).map((choice) => ({
    value: String(choice.value),
    label: choice.label,
  }));
  switch (definition.type) {
    case 'number':
      return (
        <NumberInput
          {...common}
          step={NUMBER_STEP}
          thousandSeparator=" "
          decimalSeparator="."
          rightSection={<Suffix>{suffix}</Suffix>}
          rightSectionWidth={suffix ? 48 : undefined}
          value={value === null || value === undefined ? '' : (value as number)}
          onChange={(next) => onChange(next === '' ? null : Number(next))}
        />
      );
    case 'long_text':
      return <Textarea {...common} autosize minRows={3} value={(value as string) ?? ''} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'boolean':
      return (
        <Checkbox
          label={definition.label}
          checked={Boolean(value)}
          onChange={(event) => !readOnly && onChange(event.currentTarget.checked)}
          error={error}
          disabled={readOnly}
        />
      );
    case 'date':
    case 'datetime':
      return <DateField {...common} withTime={definition.type === 'datetime'} minDate={minDate} value={(value as string) ?? null} onChange={onChange} />;
    case 'select':
    case 'user_select':
      return (
        <SearchSelect
          {...common}
          clearable={!definition.mandatory}
          data={choices}
          value={value === null || value === undefined ? null : String(value)}
          onChange={onChange}
        />
      );
    case 'multi_select':
      return <SearchMultiSelect {...common} data={choices} value={((value as unknown[]) ?? []).map(String)} onChange={onChange} />;
    default:
      return (
        <TextInput
          {...common}
          rightSection={<Suffix>{suffix}</Suffix>}
          value={(value as string) ?? ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

/** The dynamic extra-field form (000 §2, §5). */
export function ExtraFields({ definitions, answers, onChange, values, institution, readOnly, canEditAll, showErrors, serverErrors = {} }: TExtraFieldsProps) {
  const active = definitions.filter((definition) => definition.is_active);
  const today = new Date();
  const errorKeys = new Set(showErrors ? extraFieldErrors(active, answers, values) : []);

  const renderField = (definition: TExtraFieldDefinition, sectionIndex: number) => {
    const state = conditionState(definition, { values, definitions: active, answers, sectionIndex });
    if (state.hidden) return null;
    return (
      <ExtraFieldInput
        key={`${definition.id}:${sectionIndex}`}
        definition={definition}
        value={answerValue(answers, definition.id, sectionIndex)}
        onChange={(value) => onChange(setAnswer(answers, definition.id, sectionIndex, value))}
        readOnly={readOnly || state.readOnly}
        error={
          (errorKeys.has(`${definition.id}:${sectionIndex}`) ? extraFieldError(definition, answerValue(answers, definition.id, sectionIndex)) : null) ??
          serverErrors[`extra_field_answers.${definition.id}`]?.join(' ')
        }
        minDate={minSelectableDate(definition, today, canEditAll)}
      />
    );
  };

  return (
    <Stack gap="sm">
      {active
        .filter((definition) => !definition.section)
        .map((definition) => {
          if (definition.type !== 'section') return renderField(definition, 0);
          const members = active.filter((member) => member.section === definition.codename);
          const count = sectionCount(definition, active, answers);
          return (
            <Paper key={definition.id} withBorder p="sm">
              <Title order={3} size="h5" mb="xs">
                {definition.label}
              </Title>
              <Stack gap="sm">
                {Array.from({ length: count }, (_, index) => (
                  <Group key={index} align="flex-start" wrap="nowrap">
                    <Stack gap="xs" style={{ flex: 1 }}>
                      {members.map((member) => renderField(member, index))}
                    </Stack>
                    {!readOnly && count > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label="Válasz törlése"
                        onClick={() => onChange(removeSectionAnswer(definition, active, answers, index))}
                      >
                        ✕
                      </ActionIcon>
                    )}
                  </Group>
                ))}
                {!readOnly && (
                  <Group>
                    <Button size="xs" variant="default" onClick={() => onChange(addSectionAnswer(definition, active, answers, institution))}>
                      {NEW_ANSWER_LABEL}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          );
        })}
    </Stack>
  );
}
