// The occasions of a rent: type (one-time or weekly), the date or the day of the week, start and
// end time (08:00–08:00: the whole day); new occasions are added at the end.
import { ActionIcon, Button, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { useFocusNewRow } from '../../../ui/useFocusNewRow.ts';
import { newOccasion, WEEKDAYS, type TOccasionLine } from './occasions.ts';

const TYPES = [
  { value: 'one_time', label: 'Egyszeri' },
  { value: 'weekly', label: 'Heti rendszerességű' },
];
const DAYS = WEEKDAYS.map((label, index) => ({ value: String(index + 1), label }));

export function OccasionsField({ value, onChange, readOnly, error, errors }: TCustomFieldProps & { value: TOccasionLine[] }) {
  const lines = value;
  const setLine = (index: number, patch: Partial<TOccasionLine>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const errorOf = (index: number, field: string) => errors[`occasions.${index}.${field}`]?.[0];
  const [rowsRef, rowAdded] = useFocusNewRow();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Alkalmak
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table ref={rowsRef}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={190}>Típus</Table.Th>
              <Table.Th w={170}>Dátum / nap</Table.Th>
              <Table.Th w={100}>Kezdés</Table.Th>
              <Table.Th w={100}>Befejezés</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm" c="gray.7">
                    Még nincs alkalom.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {lines.map((line, index) => (
              <Table.Tr key={line.id ?? `new-${index}`}>
                <Table.Td>
                  <Select
                    aria-label="Típus"
                    readOnly={readOnly}
                    allowDeselect={false}
                    data={TYPES}
                    value={line.type}
                    onChange={(type) => setLine(index, { type: type === 'weekly' ? 'weekly' : 'one_time' })}
                  />
                </Table.Td>
                <Table.Td>
                  {line.type === 'weekly' ? (
                    <Select
                      aria-label="A hét napja"
                      readOnly={readOnly}
                      data={DAYS}
                      value={line.day_of_the_week === null ? null : String(line.day_of_the_week)}
                      onChange={(day) => setLine(index, { day_of_the_week: day ? Number(day) : null })}
                      error={errorOf(index, 'day_of_the_week')}
                    />
                  ) : (
                    <DateField
                      aria-label="Dátum"
                      readOnly={readOnly}
                      value={line.date}
                      onChange={(date) => setLine(index, { date })}
                      error={errorOf(index, 'date')}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label="Kezdés"
                    type="time"
                    readOnly={readOnly}
                    value={line.start_time}
                    onChange={(event) => setLine(index, { start_time: event.currentTarget.value })}
                    error={errorOf(index, 'start_time')}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label="Befejezés"
                    type="time"
                    readOnly={readOnly}
                    value={line.end_time}
                    onChange={(event) => setLine(index, { end_time: event.currentTarget.value })}
                    error={errorOf(index, 'end_time')}
                  />
                </Table.Td>
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon variant="subtle" color="red" aria-label="Alkalom törlése" onClick={() => onChange(lines.filter((_, at) => at !== index))}>
                      ✕
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="gray.7">
        A 08:00–08:00 időpont egész napot jelent; a heti alkalom a bérlés kezdő és záró dátuma között minden héten ismétlődik.
      </Text>
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      {!readOnly && (
        <div>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              rowAdded();
              onChange([...lines, newOccasion()]);
            }}
          >
            Új alkalom
          </Button>
        </div>
      )}
    </Stack>
  );
}
