import { useMemo, useState } from 'react';
import { useStaticData, useMe } from '../app/session.ts';
import { withInitialAnswers, type TExtraFieldAnswer, type TExtraFieldDefinition } from './extraFieldRules.ts';

/** The module's extra-field definitions (static data 'extra_field_definitions') and the answers being edited. */
export function useExtraFields(module: string | undefined, saved: readonly TExtraFieldAnswer[] | undefined) {
  const staticData = useStaticData() as Record<string, unknown> | undefined;
  const me = useMe();
  const definitions = useMemo(
    () => ((staticData?.extra_field_definitions as (TExtraFieldDefinition & { module: string })[] | undefined) ?? []).filter((definition) => definition.module === module),
    [staticData, module],
  );
  const institution = me?.institution ?? null;
  const [answers, setAnswers] = useState<TExtraFieldAnswer[]>(() => withInitialAnswers(definitions, saved ?? [], institution));
  return { definitions, answers, setAnswers, institution };
}
