// The commute infos of a verification (001 §3 Commute info): one line a way of travelling to a
// workplace; the way back is the way there unless unticked. Errors are shown at their line's cell
// (the server keys them commute_infos.<index>.<field>). Shared by the HR screens that edit commute
// infos (a verification's lines here; an employment's in the employee's file, with its prefix).
import { ActionIcon, Button, Checkbox, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TCustomFieldProps } from '../../ui/fieldsConfig.ts';
import { Suffix } from '../../ui/Suffix.tsx';
import { institutionLabel, sortInstitutions } from '../../ui/formatters.ts';
import { optionsOf } from '../../ui/useOptionLists.ts';
import { useFocusNewRow } from '../../ui/useFocusNewRow.ts';

export interface TInfoLine {
  id?: number;
  institution: number | { id: number } | null;
  type: number | { id: number } | null;
  mileage_towards: number | null;
  mileage_backwards: number | null;
  towards_backwards_is_same: boolean;
  monthly_cost: number | null;
  sap_code: string;
}

const NEW_LINE: TInfoLine = {
  institution: null,
  type: null,
  mileage_towards: 0,
  mileage_backwards: 0,
  towards_backwards_is_same: true,
  monthly_cost: null,
  sap_code: '',
};

/** A reference as the details answer it ({id, name}) or as the form holds it (the id). */
export const refId = (value: number | { id: number } | null) => (value !== null && typeof value === 'object' ? value.id : value);

/** The lines as the server takes them: workplace and kind by id. */
export const infoLinesPayload = (value: unknown) =>
  ((value as TInfoLine[] | null) ?? []).map((line) => ({ ...line, institution: refId(line.institution), type: refId(line.type) }));

export function CommuteInfosField({ value, onChange, readOnly, errors, lists, errorPrefix = 'commute_infos' }: TCustomFieldProps & { errorPrefix?: string }) {
  const lines = (value as TInfoLine[] | null) ?? [];
  const types = optionsOf(lists, 'commute_types');
  const places = sortInstitutions((lists.institutions ?? []) as { id: number; name: string; unit_code?: string }[]).map((i) => ({
    value: String(i.id),
    label: institutionLabel(i),
  }));
  const setLine = (index: number, patch: Partial<TInfoLine>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const errorOf = (index: number, field: string) => errors[`${errorPrefix}.${index}.${field}`]?.[0];
  const [rowsRef, rowAdded] = useFocusNewRow();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Munkába járási módok
      </Text>
      {errors[errorPrefix] ? (
        <Text c="red" size="sm">
          {errors[errorPrefix][0]}
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={900}>
        <Table ref={rowsRef}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Munkavégzés helye</Table.Th>
              <Table.Th w={150}>Mód</Table.Th>
              <Table.Th w={120}>Távolság oda</Table.Th>
              <Table.Th w={80}>Azonos</Table.Th>
              <Table.Th w={120}>Távolság vissza</Table.Th>
              <Table.Th w={130}>Költség</Table.Th>
              <Table.Th w={110}>SAP kód</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={index} data-product-row={index}>
                <Table.Td>
                  <Select
                    aria-label="Munkavégzés helye"
                    readOnly={readOnly}
                    searchable
                    data={places}
                    value={refId(line.institution) === null ? null : String(refId(line.institution))}
                    onChange={(next) => setLine(index, { institution: next === null ? null : Number(next) })}
                    error={errorOf(index, 'institution')}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label="Mód"
                    readOnly={readOnly}
                    data={types}
                    value={refId(line.type) === null ? null : String(refId(line.type))}
                    onChange={(next) => setLine(index, { type: next === null ? null : Number(next) })}
                    error={errorOf(index, 'type')}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Távolság oda"
                    readOnly={readOnly}
                    min={0}
                    decimalScale={1}
                    rightSection={<Suffix>Km</Suffix>}
                    value={line.mileage_towards ?? ''}
                    onChange={(next) => setLine(index, { mileage_towards: next === '' ? 0 : Number(next) })}
                    error={errorOf(index, 'mileage_towards')}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label="Oda-vissza azonos"
                    disabled={readOnly}
                    checked={line.towards_backwards_is_same}
                    onChange={(event) => setLine(index, { towards_backwards_is_same: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Távolság vissza"
                    readOnly={readOnly || line.towards_backwards_is_same}
                    min={0}
                    decimalScale={1}
                    rightSection={<Suffix>Km</Suffix>}
                    value={(line.towards_backwards_is_same ? line.mileage_towards : line.mileage_backwards) ?? ''}
                    onChange={(next) => setLine(index, { mileage_backwards: next === '' ? 0 : Number(next) })}
                    error={errorOf(index, 'mileage_backwards')}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Költség"
                    readOnly={readOnly}
                    min={0}
                    thousandSeparator=" "
                    rightSection={<Suffix>Ft</Suffix>}
                    value={line.monthly_cost ?? ''}
                    onChange={(next) => setLine(index, { monthly_cost: next === '' ? null : Number(next) })}
                    error={errorOf(index, 'monthly_cost')}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label="SAP kód"
                    readOnly={readOnly}
                    value={line.sap_code}
                    onChange={(event) => setLine(index, { sap_code: event.currentTarget.value })}
                    error={errorOf(index, 'sap_code')}
                  />
                </Table.Td>
                <Table.Td>
                  {!readOnly ? (
                    <ActionIcon variant="subtle" color="red" aria-label="Sor törlése" onClick={() => onChange(lines.filter((_, at) => at !== index))}>
                      ×
                    </ActionIcon>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!readOnly ? (
        <div>
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              rowAdded();
              onChange([...lines, NEW_LINE]);
            }}
          >
            Új mód
          </Button>
        </div>
      ) : null}
      <Text size="xs" c="gray.7">
        Bérletnél a havi bérlet ára, jegynél egy út jegyára a költség.
      </Text>
    </Stack>
  );
}
