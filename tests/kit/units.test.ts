// Issue 23 item 12: a unit has one spelling on every screen ('Km' and 'km' stood side by side on
// an employee's file): no two modules' fields write the same unit in different letter cases.
import { describe, expect, it } from 'vitest';
import type { TFieldMeta } from '@etanker/shared/field-meta.ts';
import { moduleMeta } from '../../server/src/workflow/meta.ts';
import { registeredModules } from './registry.ts';

const suffixes = (fields: readonly TFieldMeta[]): string[] =>
  fields.flatMap((field) => [...(field.suffix ? [field.suffix] : []), ...suffixes(field.fields ?? [])]);

describe('units', () => {
  it('are spelled one way across every module', () => {
    const spellings = new Map<string, Set<string>>();
    for (const def of registeredModules.filter((d) => d.manifest)) {
      for (const suffix of suffixes(moduleMeta(def).fields)) {
        const key = suffix.toLowerCase();
        spellings.set(key, (spellings.get(key) ?? new Set()).add(suffix));
      }
    }
    expect(spellings.get('km')).toEqual(new Set(['Km']));
    expect([...spellings.values()].filter((set) => set.size > 1).map((set) => [...set])).toEqual([]);
  });
});
