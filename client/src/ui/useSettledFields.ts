import { useMemo } from 'react';
import { useSettings } from '../api/startup-data.ts';
import { settleFields, type TFieldConfig } from './fieldsConfig.ts';

/** A module's fields under the live settings of the start-up data (required markers and checks follow them). */
export function useSettledFields(fields: readonly TFieldConfig[]): TFieldConfig[] {
  const settings = useSettings();
  return useMemo(() => settleFields(fields, settings ?? {}), [fields, settings]);
}
