// Per-module settings defaults (spec 000 §9, 001 §9), stored as Setting rows keyed (group, key):
// the spec's list, merged with the defaults of the typed settings groups the modules declare
// (`settings: defineModuleSettings(…)`), so a module's new group needs no edit here.
import type { TPrisma } from '../../server/src/db/client.ts';
import { Prisma } from '../../server/src/generated/prisma/client.ts';
import { moduleSettings } from '../../server/src/modules/index.ts';
import { parseModuleSettings, type TModuleSettingsDef } from '@etanker/shared/settings.ts';

type TSettingValue = string | number | boolean | null | readonly string[] | readonly number[];

const UPLOAD_AFTER_CLOSED = { can_upload_after_closed: true } as const;

type TSettingsDefaults = Readonly<Record<string, Readonly<Record<string, TSettingValue>>>>;

/** Spec 000 §9 (can_upload_after_closed "for most modules": the groups listed here). */
export const SPEC_SETTINGS_DEFAULTS: TSettingsDefaults = {
  absences: { ...UPLOAD_AFTER_CLOSED, absence_close_type: 'never', absence_delete_close_type: 'never', absence_close_day: 1 },
  applications: UPLOAD_AFTER_CLOSED,
  assignment_contracts: UPLOAD_AFTER_CLOSED,
  bus_rentals: UPLOAD_AFTER_CLOSED,
  cars: UPLOAD_AFTER_CLOSED,
  commitments: {
    ...UPLOAD_AFTER_CLOSED,
    financial_entry_required: true,
    auto_generated_reference_number: false,
    use_products: false,
    mandatory_products: false,
    calculate_net: false,
    used_currencies: [],
  },
  commute_verifications: UPLOAD_AFTER_CLOSED,
  complex_exams: UPLOAD_AFTER_CLOSED,
  contracts: UPLOAD_AFTER_CLOSED,
  day_offs: UPLOAD_AFTER_CLOSED,
  documents: { predefined_directory_structure: true },
  education_contracts: UPLOAD_AFTER_CLOSED,
  error_reports: UPLOAD_AFTER_CLOSED,
  external_lecturer_contracts: { ...UPLOAD_AFTER_CLOSED, delta_days_backward: 0 },
  extraordinary_ordainments: UPLOAD_AFTER_CLOSED,
  extra_teaching: UPLOAD_AFTER_CLOSED,
  finance: { show_commitments_in_overview: true },
  graduation_contracts: UPLOAD_AFTER_CLOSED,
  lecturer_assignment_contracts: UPLOAD_AFTER_CLOSED,
  hr: {
    commute_export_turn_day: 5,
    absence_length_warning: 10,
    enforce_generation_in_new_month: false,
    show_payment_request: true,
    can_create_new_employee: false,
    allowed_per_user_car_km_price: false,
    commute_needs_verification: false,
    commute_pass_share_percent: 86,
    commute_car_km_price: 30,
  },
  inbox: UPLOAD_AFTER_CLOSED,
  other_contracts: UPLOAD_AFTER_CLOSED,
  positions: UPLOAD_AFTER_CLOSED,
  preliminary_exams: UPLOAD_AFTER_CLOSED,
  recognitions: UPLOAD_AFTER_CLOSED,
  rents: UPLOAD_AFTER_CLOSED,
  request_forms: UPLOAD_AFTER_CLOSED,
  room_bookings: UPLOAD_AFTER_CLOSED,
  room_reservations: UPLOAD_AFTER_CLOSED,
  rooms: UPLOAD_AFTER_CLOSED,
  study_contracts: UPLOAD_AFTER_CLOSED,
  timesheet: { normal_start_time: null, normal_end_time: null, extended_start_time: null, extended_end_time: null },
};

/** The spec's defaults with each declared group's schema defaults; a key both give must agree (a module's schema contradicting the spec is an error). */
export function withModuleSettings(base: TSettingsDefaults, declared: readonly TModuleSettingsDef[]): TSettingsDefaults {
  const merged: Record<string, Record<string, TSettingValue>> = Object.fromEntries(Object.entries(base).map(([group, values]) => [group, { ...values }]));
  for (const def of declared) {
    const defaults = parseModuleSettings(def, {}) as Record<string, TSettingValue>;
    const group = (merged[def.group] ??= {});
    for (const [key, value] of Object.entries(defaults)) {
      if (key in group && JSON.stringify(group[key]) !== JSON.stringify(value)) {
        throw new Error(`A(z) ${def.group}.${key} beállítás alapértéke ellentmond: ${JSON.stringify(group[key])} és ${JSON.stringify(value)}`);
      }
      group[key] = value;
    }
  }
  return merged;
}

export const SETTINGS_DEFAULTS: TSettingsDefaults = withModuleSettings(SPEC_SETTINGS_DEFAULTS, moduleSettings);

export const SETTINGS: readonly { group: string; key: string; value: TSettingValue }[] = Object.entries(SETTINGS_DEFAULTS).flatMap(([group, values]) =>
  Object.entries(values).map(([key, value]) => ({ group, key, value })),
);

/** Adds missing settings with their defaults; values an administrator changed are kept. */
export async function seedSettings(prisma: TPrisma): Promise<void> {
  await prisma.setting.createMany({
    data: SETTINGS.map((s) => ({ group: s.group, key: s.key, value: s.value === null ? Prisma.JsonNull : (s.value as Prisma.InputJsonValue) })),
    skipDuplicates: true,
  });
}
