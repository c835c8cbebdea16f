// The legs of a bus rental: departure, from, to, how many travel, a note; added one by one and
// shown in the order given (the server answers them in departure order).
import { ActionIcon, Button, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { Suffix } from '../../../ui/Suffix.tsx';
import { useFocusNewRow } from '../../../ui/useFocusNewRow.ts';
import { legWarnings, NEW_TRAVEL, toTravelLines, type TTravelLine } from './travels.ts';

export function TravelsField({ value, values, onChange, readOnly, error, errors }: TCustomFieldProps) {
  const lines = toTravelLines(value);
  const setLine = (index: number, patch: Partial<TTravelLine>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const lineError = (index: number, field: 'from' | 'to' | 'departure' | 'person_count' | 'note') =>
    errors[`travels.${index}.${field}`]?.join(' ') ??
    (field === 'departure' || field === 'person_count' ? legWarnings(lines[index], values)[field] : undefined);
  const [rowsRef, rowAdded] = useFocusNewRow();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Útszakaszok
      </Text>
      <Table.ScrollContainer minWidth={880}>
        <Table ref={rowsRef}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={200}>Indulás</Table.Th>
              <Table.Th>Honnan</Table.Th>
              <Table.Th>Hová</Table.Th>
              <Table.Th w={120}>Létszám</Table.Th>
              <Table.Th>Megjegyzés</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={line.id ?? `new-${index}`}>
                <Table.Td>
                  <DateField
                    // The picker is a button showing its value: its name must contain that text (axe).
                    aria-label={line.departure ? `Indulás: ${line.departure}` : 'Indulás'}
                    withTime
                    required
                    readOnly={readOnly}
                    value={line.departure}
                    onChange={(next) => setLine(index, { departure: next })}
                    error={lineError(index, 'departure')}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label="Honnan"
                    required
                    readOnly={readOnly}
                    maxLength={300}
                    value={line.from}
                    onChange={(e) => setLine(index, { from: e.currentTarget.value })}
                    error={lineError(index, 'from')}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label="Hová"
                    required
                    readOnly={readOnly}
                    maxLength={300}
                    value={line.to}
                    onChange={(e) => setLine(index, { to: e.currentTarget.value })}
                    error={lineError(index, 'to')}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Létszám"
                    required
                    readOnly={readOnly}
                    min={1}
                    max={200}
                    allowDecimal={false}
                    rightSection={<Suffix>fő</Suffix>}
                    value={line.person_count ?? ''}
                    onChange={(next) => setLine(index, { person_count: next === '' ? null : Number(next) })}
                    error={lineError(index, 'person_count')}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label="Megjegyzés"
                    readOnly={readOnly}
                    maxLength={1000}
                    value={line.note}
                    onChange={(e) => setLine(index, { note: e.currentTarget.value })}
                    error={lineError(index, 'note')}
                  />
                </Table.Td>
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon variant="subtle" color="red" aria-label="Útszakasz törlése" onClick={() => onChange(lines.filter((_, at) => at !== index))}>
                      ✕
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
            // A new leg starts with the rental's head count.
            onChange([...lines, { ...NEW_TRAVEL, person_count: typeof values.person_count === 'number' ? values.person_count : null }]);
          }}
        >
          Új útszakasz
        </Button>
      )}
    </Stack>
  );
}
