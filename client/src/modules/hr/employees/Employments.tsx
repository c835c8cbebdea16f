// The employee's employments and the 'add employment' dialog (POST {id}/munkaviszony/); the
// employments module edits them further. Institutions offered: the user's own (the centre: all).
import { useMemo, useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { useInstitutions, useMe } from '../../../api/startup-data.ts';
import { defineFieldsConfig, type TFieldConfig } from '../../../ui/fieldsConfig.ts';
import { FieldsForm } from '../../../ui/FieldsForm.tsx';
import { institutionLabel, sortInstitutions } from '../../../ui/formatters.ts';
import { useRecordForm } from '../../../ui/useRecordForm.ts';
import { toast } from '../../../ui/toasts.ts';
import { employmentBadge, type TEmploymentStatus } from './employment-status.ts';

export interface TEmployment {
  id: number;
  institution: { id: number; name: string };
  start_date: string;
  end_date: string | null;
  sap_code: string;
  working_hours: number;
  working_hours_type: string;
  is_active: boolean;
  status: TEmploymentStatus;
}

const HOURS_TYPES: Record<string, string> = { full_time: 'Teljes munkaidő', part_time: 'Részmunkaidő' };

export function Employments({
  employeeId,
  employments,
  canAdd,
  onChanged,
}: {
  employeeId: number;
  employments: TEmployment[];
  canAdd: boolean;
  onChanged: () => Promise<void>;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Munkaviszonyok
        </Title>
        {canAdd && (
          <Button size="xs" onClick={() => setAdding(true)}>
            Munkaviszony hozzáadása
          </Button>
        )}
      </Group>
      {employments.length === 0 ? (
        <Text c="gray.7">Nincs munkaviszony.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Intézmény</Table.Th>
                <Table.Th>Kezdete</Table.Th>
                <Table.Th>Vége</Table.Th>
                <Table.Th>SAP kód</Table.Th>
                <Table.Th>Heti munkaidő</Table.Th>
                <Table.Th>Állapot</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {employments.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.institution.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.start_date}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.end_date ?? '–'}</Table.Td>
                  <Table.Td>{e.sap_code}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {e.working_hours} óra ({HOURS_TYPES[e.working_hours_type] ?? e.working_hours_type})
                  </Table.Td>
                  <Table.Td>
                    <Badge color={employmentBadge(e.status).color} style={{ flexShrink: 0 }}>
                      {employmentBadge(e.status).label}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={adding} onClose={() => setAdding(false)} title="Munkaviszony hozzáadása" size="lg">
        {adding && (
          <AddEmployment
            employeeId={employeeId}
            onDone={async () => {
              setAdding(false);
              await onChanged();
            }}
          />
        )}
      </Modal>
    </Paper>
  );
}

function AddEmployment({ employeeId, onDone }: { employeeId: number; onDone: () => Promise<void> }) {
  const me = useMe();
  const institutions = useInstitutions();
  const isCentre = Boolean(me?.is_centre);
  const ownIds: number[] = useMemo(() => [me?.institution?.id ?? 0, ...(me?.managed_institutions ?? []).map((i) => i.id)], [me]);
  const fields: TFieldConfig[] = useMemo(() => {
    const offered = sortInstitutions(
      ((institutions ?? []) as { id: number; name: string; unit_code: string }[]).filter((i) => isCentre || ownIds.includes(i.id)),
    );
    return defineFieldsConfig([
      {
        name: 'institution',
        label: 'Intézmény',
        type: 'select',
        required: true,
        options: () => offered.map((i) => ({ value: String(i.id), label: institutionLabel(i) })),
      },
      { name: 'start_date', label: 'Kezdete', type: 'date', required: true },
      {
        name: 'end_date',
        label: 'Vége',
        type: 'date',
        check: (value, values) =>
          value && values.start_date && String(value) <= String(values.start_date) ? 'A befejezés csak a kezdés utáni dátum lehet' : null,
      },
      { name: 'sap_code', label: 'SAP kód', type: 'text' },
      {
        name: 'working_hours',
        label: 'Heti munkaidő',
        type: 'number',
        required: true,
        suffix: 'óra',
        defaultValue: 40,
        rules: [
          { type: 'min', n: 0 },
          { type: 'max', n: 60 },
        ],
      },
      {
        name: 'working_hours_type',
        label: 'Munkaidő jellege',
        type: 'select',
        required: true,
        defaultValue: 'full_time',
        options: () => Object.entries(HOURS_TYPES).map(([value, label]) => ({ value, label })),
      },
    ]);
  }, [isCentre, ownIds, institutions]);
  const form = useRecordForm(fields, null);
  const add = trpc.employees.addEmployment.useMutation({
    onSuccess: async () => {
      toast('success', 'A munkaviszony rögzítése sikerült.');
      await onDone();
    },
    onError: form.server.fail,
  });
  const save = () => {
    const payload = form.payload();
    if (payload) add.mutate({ ...(payload as Parameters<typeof add.mutate>[0]), id: employeeId });
  };
  return (
    <Stack>
      <FieldsForm fields={fields} values={form.values} lists={{}} onChange={form.setValue} readOnly={false} errors={form.errors} />
      <Group>
        <Button onClick={save} loading={add.isPending}>
          Mentés
        </Button>
      </Group>
    </Stack>
  );
}
