// The picker of an id-list field: the options to pick from (none asked while read-only) beside
// the names the record answered, so a picked row outside the options still shows by its name.
import type { TCustomFieldProps } from './fieldsConfig.ts';
import type { TOption } from './selectSearch.ts';
import { SearchMultiSelect } from './SearchSelect.tsx';
import { toRefs } from './refs.ts';

interface TProps extends Pick<TCustomFieldProps, 'value' | 'onChange' | 'readOnly' | 'error'> {
  label: string;
  options: readonly TOption[];
  required?: boolean;
  nothingFoundMessage?: string;
}

export function RefsSelect({ label, value, onChange, readOnly, error, options, required, nothingFoundMessage }: TProps) {
  const refs = toRefs(value);
  const labels = new Map(options.map((option) => [option.value, option.label]));
  for (const ref of refs) if (!labels.has(String(ref.id))) labels.set(String(ref.id), ref.name || `#${ref.id}`);
  const data = [...labels].map(([key, text]) => ({ value: key, label: text }));
  return (
    <SearchMultiSelect
      label={label}
      required={required && !readOnly}
      readOnly={readOnly}
      data={data}
      value={refs.map((ref) => String(ref.id))}
      onChange={(picked) => onChange(picked.map((key) => ({ id: Number(key), name: labels.get(key) ?? '' })))}
      error={error}
      {...(nothingFoundMessage ? { nothingFoundMessage } : {})}
    />
  );
}
