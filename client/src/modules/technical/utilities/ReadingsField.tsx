// The readings of a meter: date, meter value, the consumption since the reading before, note and
// who recorded it; new readings are added at the end (the server keeps them in date order).
import { ActionIcon, Button, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { formatNumber } from '../../../ui/formatters.ts';
import { NUMBER_STEP } from '../../../ui/FieldInput.tsx';
import { useFocusNewRow } from '../../../ui/useFocusNewRow.ts';
import { consumptions, newReading, type TReadingLine } from './readings.ts';

/** The unit of the meter's utility type (utility_types' data: kWh, m³, GJ). */
function unitOf(lists: TCustomFieldProps['lists'], utilityType: unknown): string {
  const item = (lists.utility_types ?? []).find((entry) => String(entry.id) === String(utilityType));
  return typeof item?.unit === 'string' ? item.unit : '';
}

export function ReadingsField({ value, values, onChange, readOnly, error, errors, lists }: TCustomFieldProps) {
  const lines = (value as TReadingLine[] | null) ?? [];
  const unit = unitOf(lists, values.utility_type);
  const used = consumptions(lines);
  const setLine = (index: number, patch: Partial<TReadingLine>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const errorOf = (index: number, field: string) => errors[`reports.${index}.${field}`]?.[0];
  const [rowsRef, rowAdded] = useFocusNewRow();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Leolvasások{unit ? ` (${unit})` : ''}
      </Text>
      <Table.ScrollContainer minWidth={760}>
        <Table ref={rowsRef}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>Dátum</Table.Th>
              <Table.Th w={170}>Mérőállás</Table.Th>
              <Table.Th w={130}>Fogyasztás</Table.Th>
              <Table.Th>Megjegyzés</Table.Th>
              <Table.Th w={150}>Rögzítette</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="gray.7">
                    Még nincs leolvasás.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {lines.map((line, index) => (
              <Table.Tr key={line.id ?? `new-${index}`}>
                <Table.Td>
                  <DateField
                    aria-label="Dátum"
                    required
                    readOnly={readOnly}
                    value={line.date}
                    onChange={(date) => setLine(index, { date })}
                    error={errorOf(index, 'date')}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Mérőállás"
                    readOnly={readOnly}
                    step={NUMBER_STEP}
                    min={0}
                    decimalScale={3}
                    thousandSeparator=" "
                    decimalSeparator="."
                    value={line.value ?? ''}
                    onChange={(next) => setLine(index, { value: next === '' ? null : Number(next) })}
                    error={errorOf(index, 'value')}
                  />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{used[index] === null ? '' : `${formatNumber(used[index])}${unit ? ` ${unit}` : ''}`}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label="Megjegyzés"
                    readOnly={readOnly}
                    value={line.note}
                    onChange={(event) => setLine(index, { note: event.currentTarget.value })}
                    error={errorOf(index, 'note')}
                  />
                </Table.Td>
                <Table.Td>{line.recorded_by}</Table.Td>
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon variant="subtle" color="red" aria-label="Leolvasás törlése" onClick={() => onChange(lines.filter((_, at) => at !== index))}>
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
        <div>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              rowAdded();
              onChange([...lines, newReading()]);
            }}
          >
            Új leolvasás
          </Button>
        </div>
      )}
    </Stack>
  );
}
