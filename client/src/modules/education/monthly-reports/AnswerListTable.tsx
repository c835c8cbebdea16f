// One list question of a monthly report (competitions, meetings, …) as an editable table: a row per
// answer with the question's fields, rows added and removed; the server's messages at their cells.
import { ActionIcon, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TMonthlyQuestion } from '@etanker/shared/monthly-reports.ts';
import { AnswerField } from './AnswerField.tsx';
import type { TAnswerRow } from './report.ts';

interface TAnswerListTableProps {
  question: TMonthlyQuestion;
  rows: TAnswerRow[];
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (rows: TAnswerRow[]) => void;
}

const emptyRow = (q: TMonthlyQuestion): TAnswerRow => Object.fromEntries(q.fields.map((f) => [f.key, f.kind === 'count' ? null : '']));

export function AnswerListTable({ question, rows, errors, readOnly, onChange }: TAnswerListTableProps) {
  const setCell = (index: number, key: string, value: TAnswerRow[string]) => onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const ownError = errors[question.key];
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {question.number}. {question.label}
      </Title>
      {ownError ? (
        <Text c="red.8" size="sm">
          {ownError}
        </Text>
      ) : null}
      {rows.length === 0 ? (
        <Text c="gray.7" size="sm">
          Nincs megadott sor.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={question.fields.length * 170 + 60}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                {question.fields.map((f) => (
                  <Table.Th key={f.key}>{f.label}</Table.Th>
                ))}
                {readOnly ? null : <Table.Th aria-label="Műveletek" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={i} style={{ verticalAlign: 'top' }}>
                  {question.fields.map((f) => (
                    <Table.Td key={f.key}>
                      <AnswerField
                        field={f}
                        label={`${f.label} (${i + 1}. sor)`}
                        hideLabel
                        value={row[f.key] ?? null}
                        error={errors[`${question.key}.${i}.${f.key}`] ?? errors[`${question.key}.${i}`]}
                        readOnly={readOnly}
                        onChange={(v) => setCell(i, f.key, v)}
                      />
                    </Table.Td>
                  ))}
                  {readOnly ? null : (
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={`${i + 1}. sor törlése`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                        ✕
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {readOnly ? null : (
        <Group>
          <Button variant="default" size="xs" onClick={() => onChange([...rows, emptyRow(question)])}>
            Új sor
          </Button>
        </Group>
      )}
    </Stack>
  );
}
