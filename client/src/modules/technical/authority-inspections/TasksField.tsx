// The tasks of an inspection's resolution: problem, measure, who is responsible (a person or a
// partner), the deadline, whether it is done; an unfinished task past its deadline is marked
// 'Lejárt' in red (the server's `overdue`).
import { ActionIcon, Badge, Button, Checkbox, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import { BADGE } from '../../../ui/badgeColors.ts';
import { partnerLabel } from '../../../ui/formatters.ts';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { useFocusNewRow } from '../../../ui/useFocusNewRow.ts';
import { NEW_TASK, toTaskLines, type TTaskLine } from './tasks.ts';

type TTaskField = 'problem' | 'measure' | 'responsible_person' | 'responsible_partner' | 'deadline';

export function TasksField({ value, onChange, readOnly, error, errors, lists }: TCustomFieldProps) {
  const lines = toTaskLines(value);
  const setLine = (index: number, patch: Partial<TTaskLine>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const lineError = (index: number, field: TTaskField) => errors[`tasks.${index}.${field}`]?.join(' ');
  const people = optionsOf(lists, 'referents');
  const partners = optionsOf(lists, 'partners', (entry) => String(entry.display_name ?? partnerLabel(entry as { name: string })));
  const idValue = (id: number | null) => (id === null ? null : String(id));
  const [rowsRef, rowAdded] = useFocusNewRow();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Feladatok
      </Text>
      <Table.ScrollContainer minWidth={1100}>
        <Table ref={rowsRef}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Feltárt probléma</Table.Th>
              <Table.Th>Intézkedés</Table.Th>
              <Table.Th w={190}>Felelős személy</Table.Th>
              <Table.Th w={190}>Felelős partner</Table.Th>
              <Table.Th w={160}>Határidő</Table.Th>
              <Table.Th w={110}>Elvégezve</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={line.id ?? `new-${index}`}>
                <Table.Td>
                  <TextInput
                    aria-label="Feltárt probléma"
                    required
                    readOnly={readOnly}
                    maxLength={1000}
                    value={line.problem}
                    onChange={(e) => setLine(index, { problem: e.currentTarget.value })}
                    error={lineError(index, 'problem')}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label="Intézkedés"
                    readOnly={readOnly}
                    maxLength={1000}
                    value={line.measure}
                    onChange={(e) => setLine(index, { measure: e.currentTarget.value })}
                    error={lineError(index, 'measure')}
                  />
                </Table.Td>
                <Table.Td>
                  <SearchSelect
                    aria-label="Felelős személy"
                    readOnly={readOnly}
                    data={people}
                    value={idValue(line.responsible_person)}
                    onChange={(next) => setLine(index, { responsible_person: next ? Number(next) : null })}
                    error={lineError(index, 'responsible_person')}
                  />
                </Table.Td>
                <Table.Td>
                  <SearchSelect
                    aria-label="Felelős partner"
                    readOnly={readOnly}
                    data={partners}
                    value={idValue(line.responsible_partner)}
                    onChange={(next) => setLine(index, { responsible_partner: next ? Number(next) : null })}
                    error={lineError(index, 'responsible_partner')}
                  />
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <DateField
                      aria-label={line.deadline ? `Határidő: ${line.deadline}` : 'Határidő'}
                      required
                      readOnly={readOnly}
                      value={line.deadline}
                      onChange={(next) => setLine(index, { deadline: next })}
                      error={lineError(index, 'deadline')}
                    />
                    {line.overdue && <Badge color={BADGE.negative}>Lejárt</Badge>}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label="Elvégezve"
                    disabled={readOnly}
                    checked={line.finished}
                    onChange={(e) => setLine(index, { finished: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon variant="subtle" color="red" aria-label="Feladat törlése" onClick={() => onChange(lines.filter((_, at) => at !== index))}>
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
            onChange([...lines, NEW_TASK]);
          }}
        >
          Új feladat
        </Button>
      )}
    </Stack>
  );
}
