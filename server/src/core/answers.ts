// The documented answers of the start-up and shared paths (core/rest.ts), for the OpenAPI document.
import { z } from 'zod';

const id = z.number().int();
const date = z.string().nullable().meta({ description: 'ÉÉÉÉ-HH-NN' });
const instant = z.string().meta({ format: 'date-time' });

export const ZSystemMessagesAnswer = z.array(
  z.object({ id, title: z.string(), message: z.string(), type: z.string(), valid_from: instant, valid_till: instant.nullable() }),
);

export const ZInstitutionsAnswer = z.array(
  z.object({
    id,
    name: z.string(),
    unit_code: z.string(),
    om_code: z.string(),
    type: z.string(),
    zip_code: z.string(),
    city: z.string(),
    address_1: z.string(),
    managed_by_school_district: z.boolean(),
    parent: id.nullable(),
    display_name: z.string(),
  }),
);

export const ZEmploymentsAnswer = z.array(
  z.object({
    id,
    user: id,
    user_name: z.string(),
    institution: id,
    institution_name: z.string(),
    start_date: date,
    end_date: date,
    active: z.boolean(),
  }),
);

export const ZManagedUsersAnswer = z.array(z.object({ id, name: z.string(), email: z.string(), institution: id.nullable() }));

export const ZReferentsAnswer = z.array(z.object({ id, name: z.string(), email: z.string(), managed_institutions: z.array(id) }));

/** statikus-adatok/: each static list by its key, its items keyed by `id` (permissions by `codename`). */
export const ZStaticDataAnswer = z.record(z.string(), z.array(z.union([z.looseObject({ id }), z.looseObject({ codename: z.string() })])));

const named = z.object({ id, name: z.string() });

/** felhasznalok/en/: the user's own data, employment, institution, permissions and groups. */
export const ZMeAnswer = z.looseObject({
  id,
  name: z.string(),
  email: z.string(),
  institution: z.looseObject({ id, name: z.string() }).nullable(),
  is_readonly: z.boolean(),
  is_superuser: z.boolean(),
  is_centre: z.boolean(),
  groups: z.array(named),
  /** ours: ids of the open institutions the user may record for (the forms' institution pickers) */
  writable_institutions: z.array(id),
});

/** beallitasok/: the settings by group, each a map of setting → value. */
export const ZSettingsAnswer = z.record(z.string(), z.record(z.string(), z.unknown()));

const ZNewsItem = z.object({
  id,
  title: z.string(),
  content: z.string(),
  created_at: instant,
  created_by: id.nullable(),
  institution: id.nullable(),
  read: z.boolean(),
});
export const ZNewsAnswer = ZNewsItem;
export const ZNewsListAnswer = z.object({ data: z.array(ZNewsItem), total: z.number().int() });

export const ZLandingAnswer = z.object({
  tiles: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int(), route: z.string().nullable() })),
});

export const ZMyTasksAnswer = z.object({
  data: z.array(
    z.object({
      id,
      module: z.string(),
      module_label: z.string(),
      route: z.string(),
      title: z.string(),
      reference_number: z.string(),
      state: z.string(),
      waiting_since: instant,
    }),
  ),
  total: z.number().int(),
});
