// The refuels of a car: time, cost, meter value; newest last, added one by one.
import { ActionIcon, Button, NumberInput, Stack, Table, Text } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { formatMoney } from '../../../ui/formatters.ts';
import { Suffix } from '../../../ui/Suffix.tsx';
import { useFocusNewRow } from '../../../ui/useFocusNewRow.ts';
import { toRefuelLines, type TRefuelLine } from './refuels.ts';

const NEW_REFUEL: TRefuelLine = { time_point: null, cost: null, meter_value: null };

export function RefuelsField({ value, onChange, readOnly, error, errors }: TCustomFieldProps) {
  const lines = toRefuelLines(value);
  const setLine = (index: number, patch: Partial<TRefuelLine>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const lineError = (index: number, field: string) => errors[`refuels.${index}.${field}`]?.join(' ');
  const total = lines.reduce((sum, line) => sum + (line.cost ?? 0), 0);
  const [rowsRef, rowAdded] = useFocusNewRow();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Tankolások
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table ref={rowsRef}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={210}>Időpont</Table.Th>
              <Table.Th w={170}>Költség</Table.Th>
              <Table.Th w={170}>Óraállás</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={line.id ?? `new-${index}`}>
                <Table.Td>
                  <DateField
                    // The picker is a button showing its value: its name must contain that text (axe).
                    aria-label={line.time_point ? `Időpont: ${line.time_point}` : 'Időpont'}
                    withTime
                    required
                    readOnly={readOnly}
                    value={line.time_point}
                    onChange={(next) => setLine(index, { time_point: next })}
                    error={lineError(index, 'time_point')}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Költség"
                    required
                    readOnly={readOnly}
                    min={0}
                    decimalScale={2}
                    thousandSeparator=" "
                    decimalSeparator="."
                    rightSection={<Suffix>Ft</Suffix>}
                    value={line.cost ?? ''}
                    onChange={(next) => setLine(index, { cost: next === '' ? null : Number(next) })}
                    error={lineError(index, 'cost')}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Óraállás"
                    hideControls
                    readOnly={readOnly}
                    min={0}
                    decimalScale={1}
                    thousandSeparator=" "
                    decimalSeparator="."
                    value={line.meter_value ?? ''}
                    onChange={(next) => setLine(index, { meter_value: next === '' ? null : Number(next) })}
                    error={lineError(index, 'meter_value')}
                  />
                </Table.Td>
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon variant="subtle" color="red" aria-label="Tankolás törlése" onClick={() => onChange(lines.filter((_, at) => at !== index))}>
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
            onChange([...lines, NEW_REFUEL]);
          }}
        >
          Új tankolás
        </Button>
      )}
      {lines.length > 0 && <Text size="sm">Összesen: {formatMoney(total)}</Text>}
    </Stack>
  );
}
