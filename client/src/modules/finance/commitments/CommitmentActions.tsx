import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { downloadFile } from '../../../api/rest.ts';
import { trpc } from '../../../api/trpc.ts';
import { toast } from '../../../ui/toasts.ts';
import { confirmAction } from '../../../ui/confirm.ts';
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import { useServerErrors } from '../../../ui/useServerErrors.ts';
import { validate } from '@etanker/shared/validation.ts';
import type { TWorkflowRecord } from '../../../ui/workflowTypes.ts';
import { detailPath, REST_BASE } from './paths.ts';

function ReturnToReferentDialog({ recordId, onClose, onReturned }: { recordId: number; onClose: () => void; onReturned: () => Promise<void> }) {
  const referents = trpc.commitments.referents.useQuery({ id: recordId });
  const [referent, setReferent] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const server = useServerErrors();
  const giveBack = trpc.commitments.returnToReferent.useMutation({
    onSuccess: async () => {
      toast('success', 'A kötelezettségvállalás visszakerült a referenshez.');
      onClose();
      await onReturned();
    },
    onError: server.fail,
  });
  const confirm = () => {
    const error = validate(referent, [{ type: 'required' }]);
    setLocalError(error);
    if (!error && referent) giveBack.mutate({ id: recordId, suggested_referent: Number(referent) });
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

/** Commitment-only buttons: Pótigény, Visszaadás referensnek (when the server's flags allow), Excel (001 §2, §7). */
export function CommitmentActions({ record, onChanged }: { record: TWorkflowRecord; onChanged: () => Promise<void> }) {
  const navigate = useNavigate();
  const [returning, setReturning] = useState(false);
  const supplement = trpc.commitments.supplement.useMutation({
    onSuccess: (created) => {
      toast('success', 'A pótigény elkészült.');
      navigate(detailPath(created.id));
    },
  });
  const downloadSheet = () =>
    downloadFile(`/api/${REST_BASE}/${record.id}/generate_excel_sheet/`, `kotelezettsegvallalas_${record.id}.xlsx`, { method: 'POST' }).catch(() =>
      toast('error', 'A táblázat letöltése nem sikerült.'),
    );
  return (
    <>
      {record.can_supplement === true && (
        <Button
          variant="default"
          size="xs"
          onClick={() =>
            confirmAction({
              title: 'Pótigény',
              question: `Biztosan pótigényt készít a(z) ${record.reference_number ?? record.id} kötelezettségvállaláshoz? Új kötelezettségvállalás jön létre.`,
              confirmLabel: 'Pótigény készítése',
              onConfirm: () => supplement.mutate({ id: record.id }),
            })
          }
          loading={supplement.isPending}
        >
          Pótigény
        </Button>
      )}
      {record.can_return_to_referent === true && (
        <Button variant="default" size="xs" onClick={() => setReturning(true)}>
          Visszaadás referensnek
        </Button>
      )}
      <Button variant="default" size="xs" onClick={downloadSheet}>
        Excel
      </Button>
      {returning && <ReturnToReferentDialog recordId={record.id} onClose={() => setReturning(false)} onReturned={onChanged} />}
    </>
  );
}
