import { useCallback, useState } from 'react';
import { initialFormValues, toPayload, validateFields, type TFieldConfig, type TFormValues } from './fieldsConfig.ts';
import { useServerErrors } from './useServerErrors.ts';

/** Values, client validation and server field errors of a module form. */
export function useRecordForm(fields: readonly TFieldConfig[], record: Record<string, unknown> | null) {
  const [values, setValues] = useState<TFormValues>(() => initialFormValues(fields, record));
  const [localErrors, setLocalErrors] = useState<Record<string, string[]>>({});
  const server = useServerErrors();

  const setValue = useCallback((name: string, value: unknown) => setValues((current) => ({ ...current, [name]: value })), []);

  /** Validates; returns the payload, or null when a field is invalid. */
  const payload = useCallback((): TFormValues | null => {
    const errors = validateFields(fields, values);
    setLocalErrors(errors);
    return Object.keys(errors).length === 0 ? toPayload(fields, values) : null;
  }, [fields, values]);

  const errors = { ...server.fieldErrors, ...localErrors };
  return { values, setValue, setValues, payload, errors, server };
}
