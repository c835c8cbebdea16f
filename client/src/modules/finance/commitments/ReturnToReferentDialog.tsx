// The input of the returnToReferent action: which finance referent gets the commitment back.
import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import { useServerErrors } from '../../../ui/useServerErrors.ts';
import { validate } from '@etanker/shared/validation.ts';
import type { TActionDialogProps } from '../../../ui/detailConfig.ts';

export function ReturnToReferentDialog({ record, onClose, onDone }: TActionDialogProps) {
  const referents = trpc.commitments.referents.useQuery({ id: record.id });
  const [referent, setReferent] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const server = useServerErrors();
  const giveBack = trpc.commitments.returnToReferent.useMutation({ onSuccess: onDone, onError: server.fail });
  const confirm = () => {
    const error = validate(referent, [{ type: 'required' }]);
    setLocalError(error);
    if (!error && referent) giveBack.mutate({ id: record.id, suggested_referent: Number(referent) });
  };
  return (
    <Modal opened onClose={onClose} title="Visszaadás referensnek">
      <Stack>
        <SearchSelect
          label="Pénzügyi referens"
          required
          data={(referents.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
          value={referent}
          onChange={setReferent}
          error={localError ?? server.errorOf('suggested_referent') ?? server.general ?? undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Mégse
          </Button>
          <Button onClick={confirm} loading={giveBack.isPending}>
            Visszaadás
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
