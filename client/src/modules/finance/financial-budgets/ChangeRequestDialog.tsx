// 'Módosítási kérelem': a request to change the budget's amount, given as the new amount or as
// the change (signed), with its reason. It then waits for the finance referent and the centre.
import { useState } from 'react';
import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { formatMoney } from '../../../ui/formatters.ts';
import { Suffix } from '../../../ui/Suffix.tsx';
import { useServerErrors } from '../../../ui/useServerErrors.ts';

type TMode = 'new_amount' | 'amount_change';
const REQUIRED = 'Ez a mező nem lehet üres';

export function ChangeRequestDialog({ id, amount, onClose, onDone }: { id: number; amount: number; onClose: () => void; onDone: () => Promise<void> }) {
  const [mode, setMode] = useState<TMode>('new_amount');
  const [value, setValue] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = useServerErrors();
  const request = trpc.financialBudgets.requestChange.useMutation({ onSuccess: onDone, onError: server.fail });
  const submit = () => {
    const errors: Record<string, string> = {};
    if (value === null) errors[mode] = REQUIRED;
    if (!reason.trim()) errors.reason = REQUIRED;
    setLocal(errors);
    if (Object.keys(errors).length || value === null) return;
    server.clear();
    request.mutate({ id, reason, new_amount: mode === 'new_amount' ? value : null, amount_change: mode === 'amount_change' ? value : null });
  };
  const errorOf = (field: string) => local[field] ?? server.errorOf(field) ?? undefined;
  return (
    <Modal opened onClose={onClose} title="Módosítási kérelem">
      <Stack>
        <Text size="sm">Jelenlegi keretösszeg: {formatMoney(amount)}</Text>
        <SegmentedControl
          value={mode}
          onChange={(next) => {
            setMode(next as TMode);
            setLocal({});
          }}
          data={[
            { value: 'new_amount', label: 'Új összeg' },
            { value: 'amount_change', label: 'Változás (+/−)' },
          ]}
        />
        <NumberInput
          label={mode === 'new_amount' ? 'Új keretösszeg' : 'Változás összege'}
          description={mode === 'amount_change' ? 'Csökkentéshez negatív összeget adjon meg.' : undefined}
          required
          value={value ?? ''}
          onChange={(next) => setValue(next === '' ? null : Number(next))}
          decimalScale={2}
          thousandSeparator=" "
          decimalSeparator="."
          allowNegative={mode === 'amount_change'}
          rightSection={<Suffix>Ft</Suffix>}
          rightSectionWidth={40}
          error={errorOf(mode)}
        />
        <Textarea
          label="Indoklás"
          required
          autosize
          minRows={3}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errorOf('reason')}
        />
        {server.general && (
          <Text c="red" size="sm">
            {server.general}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Mégse
          </Button>
          <Button onClick={submit} loading={request.isPending}>
            Kérelem beküldése
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
