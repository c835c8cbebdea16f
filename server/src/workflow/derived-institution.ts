// Every workflow record answers `institution` (its Case's school, detail.ts) and the spec's
// entities list it (001 §3: absences, day offs), so a create sending it back must never meet
// 'Ismeretlen mező.'. Where the module derives the school itself (an absence: the person's
// employment), `institution` is an optional input the engine checks against the writer's scope
// like every institution field (institutionFields) and the module never reads; a module that
// lets the writer choose declares its own `institution` and is left as it is.
import { z } from 'zod';
import { ZRowId } from '../http/schemas.ts';

export const DERIVED_INSTITUTION_DESCRIPTION =
  'Intézmény: a rekord intézményét a szerver határozza meg; megadva a rögzítő intézményei közül való lehet, és figyelmen kívül marad.';

const ZDerivedInstitution = ZRowId.nullable().optional().meta({ description: DERIVED_INSTITUTION_DESCRIPTION });

interface TWithInputs {
  createInput: z.ZodType;
  institutionFields?: readonly string[];
}

/** The definition with `institution` accepted on create when its input object lacks it. */
export function withDerivedInstitution<D extends TWithInputs>(def: D): D {
  const input = def.createInput;
  if (!(input instanceof z.ZodObject) || 'institution' in input.shape) return def;
  return {
    ...def,
    // zod cannot say that a generic object schema extended stays the definition's input type.
    createInput: input.safeExtend({ institution: ZDerivedInstitution }) as unknown as D['createInput'],
    institutionFields: [...(def.institutionFields ?? []), 'institution'],
  };
}
