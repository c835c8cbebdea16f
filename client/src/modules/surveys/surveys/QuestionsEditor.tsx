// A survey's questions in its form: each a text, a kind (the yearly reports' four) and, for a
// choice, its choices. A question keeps its `id` (answers name it); the server numbers them.
import { ActionIcon, Button, Group, Paper, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import type { TQuestionKind } from '@etanker/shared/questions.ts';

interface TQuestionRow {
  id?: number;
  text: string;
  kind: TQuestionKind;
  choices: string[];
}

const KINDS: { value: TQuestionKind; label: string }[] = [
  { value: 'number', label: 'Szám' },
  { value: 'text', label: 'Szöveg' },
  { value: 'choice', label: 'Választás' },
  { value: 'list', label: 'Lista' },
];

const rowsOf = (value: unknown): TQuestionRow[] => (Array.isArray(value) ? (value as TQuestionRow[]) : []);

export function QuestionsEditor({ value, onChange, readOnly, errors }: TCustomFieldProps) {
  const rows = rowsOf(value);
  const set = (index: number, patch: Partial<TQuestionRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const errorAt = (index: number, key: string) => errors[`questions.${index}.${key}`]?.[0];
  if (readOnly)
    return (
      <Stack gap={4}>
        <Text fw={500} size="sm">
          Kérdések
        </Text>
        {rows.length === 0 && <Text size="sm">Nincs kérdés.</Text>}
        {rows.map((row, i) => (
          <Text key={row.id ?? i} size="sm">
            {i + 1}. {row.text} ({KINDS.find((k) => k.value === row.kind)?.label}
            {row.kind === 'choice' ? `: ${row.choices.join(', ')}` : ''})
          </Text>
        ))}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Kérdések
      </Text>
      {rows.map((row, i) => (
        <Paper key={row.id ?? `new-${i}`} withBorder p="xs">
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={`${i + 1}. kérdés`}
              value={row.text}
              onChange={(e) => set(i, { text: e.currentTarget.value })}
              error={errorAt(i, 'text')}
              style={{ flex: '1 1 260px' }}
            />
            <Select label="Típus" data={KINDS} value={row.kind} onChange={(v) => v && set(i, { kind: v as TQuestionKind })} allowDeselect={false} w={140} />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`A(z) ${i + 1}. kérdés törlése`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
              mb={4}
            >
              ×
            </ActionIcon>
          </Group>
          {row.kind === 'choice' && (
            <TagsInput
              mt="xs"
              label="Válaszlehetőségek"
              value={row.choices}
              onChange={(choices) => set(i, { choices })}
              error={errorAt(i, 'choices')}
              placeholder="Írja be, majd Enter"
            />
          )}
        </Paper>
      ))}
      <Group>
        <Button variant="light" onClick={() => onChange([...rows, { text: '', kind: 'text', choices: [] }])}>
          Új kérdés
        </Button>
      </Group>
    </Stack>
  );
}
