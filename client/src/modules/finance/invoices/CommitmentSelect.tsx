// The commitment an invoice pays: approved commitments of the caller's scope from the
// commitments' mind/ (named 'KV/2026/00005 - subject' as the server names the relation) (the saved choice is asked by its id, so it shows after it closed too).
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { trpc } from '../../../api/trpc.ts';

const idText = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : value == null ? null : String(value);

export function CommitmentSelect({ value, onChange, readOnly, error }: TCustomFieldProps) {
  const chosen = idText(value);
  const approved = trpc.commitments.all.useQuery({});
  const saved = trpc.commitments.all.useQuery({ commitment_id: Number(chosen) }, { enabled: chosen !== null });
  const rows = [...(approved.data ?? []), ...(saved.data ?? [])] as { id: number; subject: string; reference_number: string }[];
  const label = (r: { subject: string; reference_number: string }) => (r.reference_number ? `${r.reference_number} - ${r.subject}` : r.subject);
  const data = [...new Map(rows.map((r) => [String(r.id), { value: String(r.id), label: label(r) }])).values()];
  return <SearchSelect label="Kötelezettségvállalás" readOnly={readOnly} data={data} value={chosen} onChange={onChange} error={error} />;
}
