// The input of igazol/: how many papers the teacher corrected at the exam (the payment follows it).
import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { useServerErrors } from '../../../ui/useServerErrors.ts';
import { validate } from '@etanker/shared/validation.ts';
import type { TActionDialogProps } from '../../../ui/detailConfig.ts';

export function CertifyDialog({ record, onClose, onDone }: TActionDialogProps) {
  const [count, setCount] = useState<number | string>(Number(record.correction_count ?? 0));
  const [localError, setLocalError] = useState<string | null>(null);
  const server = useServerErrors();
  const certify = trpc.preliminaryExams.certify.useMutation({ onSuccess: onDone, onError: server.fail });
  const confirm = () => {
    const error = validate(count, [{ type: 'required' }, { type: 'min', n: 0 }, { type: 'max', n: 10_000 }]);
    setLocalError(error);
    if (!error) certify.mutate({ id: record.id, final_correction_count: Number(count) });
  };
  return (
    <Modal opened onClose={onClose} title="Teljesítés igazolása">
      <Stack>
        <Text size="sm">A megbízási díj a kijavított dolgozatok száma szerint módosul; az igazolás nem vonható vissza.</Text>
        <NumberInput
          label="Kijavított dolgozatok száma"
          required
          min={0}
          max={10_000}
          allowDecimal={false}
          value={count}
          onChange={setCount}
          error={localError ?? server.errorOf('final_correction_count') ?? server.general ?? undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Mégse
          </Button>
          <Button onClick={confirm} loading={certify.isPending}>
            Igazolás
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
