// feladat/ of an exam contract (server workflow/exam-finals.ts): the final values of each task of
// the approved contract, first filled with the recorded ones (else the planned ones), sent as
// { tasks: [{ id, final_* }] }. The server keeps them until feladat-igazolas/ certifies them.
import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
import { restFetch } from '../api/rest.ts';
import { ApiError } from '../api/errors.ts';
import type { TActionDialogProps } from './detailConfig.ts';
import type { TExamCount } from './examTasks.tsx';

type TTask = { id: number } & Record<string, unknown>;
type TFinals = Record<number, Record<string, number | null>>;

const initial = (tasks: readonly TTask[], counts: readonly TExamCount[]): TFinals =>
  Object.fromEntries(
    tasks.map((t) => [t.id, Object.fromEntries(counts.map((c) => [`final_${c.key}`, (t[`final_${c.key}`] ?? t[c.key] ?? null) as number | null]))]),
  );

/** The dialog of a module whose tasks are named by `title` and counted by `counts`. */
export function examFinalsDialog(restBase: string, counts: readonly TExamCount[], title: (task: TTask) => string) {
  return function ExamFinalsDialog({ record, onClose, onDone }: TActionDialogProps) {
    const tasks = (record.tasks ?? []) as TTask[];
    const [finals, setFinals] = useState<TFinals>(() => initial(tasks, counts));
    const [error, setError] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);
    const save = async () => {
      setSaving(true);
      setError(null);
      try {
        const body = { tasks: tasks.map((t) => ({ id: t.id, ...finals[t.id] })) };
        await restFetch(`/api/${restBase}/${record.id}/feladat/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        await onDone();
      } catch (e) {
        setError(e instanceof ApiError ? [e.message, ...Object.values(e.fieldErrors).flat()].filter(Boolean).join(' ') : 'A mentés nem sikerült.');
      } finally {
        setSaving(false);
      }
    };
    return (
      <Modal opened onClose={onClose} title="Tényleges adatok rögzítése" size="xl">
        <Stack>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Feladat</Table.Th>
                  {counts.map((c) => (
                    <Table.Th key={c.key}>{c.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tasks.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>
                      <Text size="sm">{title(t)}</Text>
                    </Table.Td>
                    {counts.map((c) => (
                      <Table.Td key={c.key}>
                        <NumberInput
                          aria-label={`${title(t)}: tényleges ${c.label.toLowerCase()}`}
                          min={0}
                          decimalScale={c.decimals}
                          decimalSeparator=","
                          suffix={c.suffix ? ` ${c.suffix}` : undefined}
                          value={finals[t.id][`final_${c.key}`] ?? ''}
                          onChange={(v) => setFinals((all) => ({ ...all, [t.id]: { ...all[t.id], [`final_${c.key}`]: typeof v === 'number' ? v : null } }))}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Mégse
            </Button>
            <Button loading={saving} onClick={() => void save()}>
              Rögzítés
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  };
}
