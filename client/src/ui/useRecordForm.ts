import { useCallback, useMemo, useState } from 'react';
import { initialFormValues, toPayload, validateFields, type TFieldConfig, type TFormValues } from './fieldsConfig.ts';
import { useServerErrors } from './useServerErrors.ts';

/** Values, client validation and server field errors of a module form. A save marks the fields
 * it found invalid; their messages then follow the value (gone once it is valid, issue 11 item 5)
 * until the next save. A server message stays until its field changes. Read-only fields show the
 * record as it is now (a decision or an action changed it), not as it was when the form loaded. */
export function useRecordForm(fields: readonly TFieldConfig[], record: Record<string, unknown> | null) {
  const [edited, setValues] = useState<TFormValues>(() => initialFormValues(fields, record));
  const values = useMemo(
    () => ({
      ...edited,
      ...initialFormValues(
        fields.filter((field) => field.readOnly),
        record,
      ),
    }),
    [edited, fields, record],
  );
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(() => new Set());
  /** changed since loading or the last save: leaving asks first */
  const [dirty, setDirty] = useState(false);
  const server = useServerErrors();
  const { dropField } = server;

  const setValue = useCallback(
    (name: string, value: unknown) => {
      setValues((current) => ({ ...current, [name]: value }));
      setDirty(true);
      dropField(name);
    },
    [dropField],
  );

  /** Validates; returns the payload, or null when a field is invalid. */
  const payload = useCallback((): TFormValues | null => {
    const errors = validateFields(fields, values);
    setFlagged(new Set(Object.keys(errors)));
    return Object.keys(errors).length === 0 ? toPayload(fields, values) : null;
  }, [fields, values]);

  const current = flagged.size > 0 ? validateFields(fields, values) : {};
  const localErrors = Object.fromEntries(Object.entries(current).filter(([name]) => flagged.has(name)));
  const errors = { ...server.fieldErrors, ...localErrors };
  const markSaved = useCallback(() => setDirty(false), []);
  return { values, setValue, setValues, payload, errors, server, dirty, markSaved };
}
