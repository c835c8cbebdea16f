import { useMemo, useState } from 'react';
import { useStaticData, useMe } from '../api/startup-data.ts';
import { withInitialAnswers, type TExtraFieldAnswer, type TExtraFieldDefinition } from '@etanker/shared/extra-field-rules.ts';

/** The module's extra-field definitions (static data 'extra_field_definitions') and the answers
 * being edited; `saved` is null for a new record. Initial answers follow the definitions, also
 * when the static data arrives after the first render. */
export function useExtraFields(module: string | undefined, saved: readonly TExtraFieldAnswer[] | null) {
  const staticData = useStaticData() as Record<string, unknown> | undefined;
  const me = useMe();
  const definitions = useMemo(
    () =>
      ((staticData?.extra_field_definitions as (TExtraFieldDefinition & { module: string })[] | undefined) ?? []).filter(
        (definition) => definition.module === module,
      ),
    [staticData, module],
  );
  const institution = me?.institution ?? null;
  const [edited, setAnswers] = useState<TExtraFieldAnswer[] | null>(null);
  const answers = useMemo(() => withInitialAnswers(definitions, edited ?? saved ?? [], institution, saved === null), [definitions, edited, saved, institution]);
  return { definitions, answers, setAnswers, institution };
}
