import { useCallback, useState } from 'react';
import { errorText, toApiError } from '../api/errors.ts';
import type { TFieldErrors } from '../api/translate.ts';

/** Server field errors of a form (000 §5, §8): stored on failure, shown at the fields, cleared on success. */
export function useServerErrors() {
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);

  const fail = useCallback((error: unknown) => {
    const failure = toApiError(error);
    setFieldErrors(failure.fieldErrors);
    const hasFieldMessages = Object.keys(failure.fieldErrors).some((key) => key !== 'non_field_errors' && key !== 'detail');
    // 401 and 403 have their global reactions; the form shows the rest.
    setGeneral(failure.status === 401 || failure.status === 403 || hasFieldMessages ? null : errorText(failure));
  }, []);

  const clear = useCallback(() => {
    setFieldErrors({});
    setGeneral(null);
  }, []);

  /** The field changed: its server message (and its nested ones, e.g. products.0.name) is stale. */
  const dropField = useCallback(
    (field: string) =>
      setFieldErrors((current) => {
        const stale = Object.keys(current).filter((key) => key === field || key.startsWith(`${field}.`));
        return stale.length === 0 ? current : Object.fromEntries(Object.entries(current).filter(([key]) => !stale.includes(key)));
      }),
    [],
  );

  const errorOf = useCallback((field: string) => fieldErrors[field]?.join(' ') || undefined, [fieldErrors]);

  return { fieldErrors, general, fail, clear, dropField, errorOf, setFieldErrors };
}
