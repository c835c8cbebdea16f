// The old external lecturer contract (§3.25) a contract continues: picked from the old contracts'
// mind/ in the writer's scope, named as the server names the relation ('ROM/2026/00003 - Szűcs
// Gábor'). The old contracts have no screen of their own (their paths lead to this list), so the
// link opens the chosen one as its PDF.
import { Anchor, Stack } from '@mantine/core';
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { toast } from '../../../ui/toasts.ts';
import { openPdfInNewTab } from '../../../api/rest.ts';
import { trpc } from '../../../api/trpc.ts';

type TRef = { id: number; name: string };

const refOf = (value: unknown): TRef | null => (value !== null && typeof value === 'object' && 'id' in value ? (value as TRef) : null);

/** The id the form holds: the answered {id, name}, or the picked option's value. */
export const sourceContractId = (value: unknown) => refOf(value)?.id ?? (value ? Number(value) : null);

const previewPath = (id: number) => `/api/oraadoi-megbizasok/${id}/generate_preview/?document_type=external_lecturer_contract`;

export function SourceContractField({ value, onChange, readOnly, error }: TCustomFieldProps) {
  const saved = refOf(value);
  const chosen = sourceContractId(value);
  const contracts = trpc.externalLecturerContracts.all.useQuery({}, { enabled: !readOnly });
  const names = new Map<string, string>(saved ? [[String(saved.id), saved.name]] : []);
  for (const c of contracts.data ?? []) names.set(String(c.id), c.reference_number ? `${c.reference_number} - ${c.name}` : c.name);
  const open = (id: number) => openPdfInNewTab(previewPath(id)).catch(() => toast('error', 'A régi megbízás nem nyitható meg.'));
  return (
    <Stack gap={4}>
      <SearchSelect
        label="Régi óraadói megbízás"
        readOnly={readOnly}
        data={[...names].map(([id, label]) => ({ value: id, label }))}
        value={chosen === null ? null : String(chosen)}
        onChange={onChange}
        error={error}
      />
      {chosen !== null && (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => open(chosen)}>
          A régi megbízás megnyitása (PDF)
        </Anchor>
      )}
    </Stack>
  );
}
