// What the HR commute modules share (employments, commute, commute verifications): the fields of
// a commute info (001 §3), the kinds of commuting (static list `commute_types`), the HR gate and
// the institution scope of employments.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { TCurrentUser } from '../../auth/current-user.ts';
import { boolean, decimal, integer, lines, relation, staticKey, text, type TLineRule } from '../../workflow/fields.ts';
import { institutionDisplayName } from '../../core/institution-display.ts';
import { KM as KM_UNIT } from '@etanker/shared/format.ts';

/** MODULES.md §3.17, §3.21: both special modules use the HR module's permission. */
export const HR_GATE = 'hr.can_use_hr_module';

/** Keys of the static list `commute_types` (prisma/seed/lists/hr.ts). */
export const COMMUTE_TYPE = { pass: 1, ticket: 2, car: 3, bicycle: 4 } as const;

/** Keys of the static list `homecoming_types`. */
export const HOMECOMING_TYPE = { publicTransport: 1, car: 2, none: 3 } as const;

const KM = { min: 0, max: 9_999.9, decimals: 1, suffix: KM_UNIT, default: 0 } as const;

export const COMMUTE_INFO_FIELDS = {
  institution: relation('Munkavégzés helye', 'institution', { required: true, width: 'wide' }),
  type: staticKey('Mód', 'commute_types', { required: true }),
  mileage_towards: decimal('Távolság oda', KM),
  mileage_backwards: decimal('Távolság vissza', KM),
  towards_backwards_is_same: boolean('Oda-vissza azonos', { default: true }),
  // A pass: the monthly pass's price; a ticket: one one-way ticket's price (DESIGN.md "Commute").
  monthly_cost: integer('Költség', { min: 0, max: 10_000_000, suffix: 'Ft' }),
  sap_code: text('SAP kód', { max: 50, width: 'narrow' }),
};

// The kit types a number with a default as nullable; its schema never lets null through.
type TInfoLine = {
  type: number;
  monthly_cost: number | null;
  mileage_towards: number | null;
  mileage_backwards: number | null;
  towards_backwards_is_same: boolean;
};

export const COST_REQUIRED = 'Bérlet és jegy esetén a költség megadása kötelező.';
export const DISTANCE_REQUIRED = 'Saját gépjármű és kerékpár esetén a távolság megadása kötelező.';

const usesCost = (type: number) => type === COMMUTE_TYPE.pass || type === COMMUTE_TYPE.ticket;
const usesDistance = (type: number) => type === COMMUTE_TYPE.car || type === COMMUTE_TYPE.bicycle;

export const COMMUTE_INFO_RULES: TLineRule<typeof COMMUTE_INFO_FIELDS>[] = [
  { path: 'monthly_cost', message: COST_REQUIRED, holds: (l: TInfoLine) => !usesCost(l.type) || l.monthly_cost !== null },
  { path: 'mileage_towards', message: DISTANCE_REQUIRED, holds: (l: TInfoLine) => !usesDistance(l.type) || (l.mileage_towards ?? 0) > 0 },
  {
    path: 'mileage_backwards',
    message: DISTANCE_REQUIRED,
    holds: (l: TInfoLine) => !usesDistance(l.type) || l.towards_backwards_is_same || (l.mileage_backwards ?? 0) > 0,
  },
];

export const commuteInfoLines = (label: string) => lines(label, COMMUTE_INFO_FIELDS, { max: 20, order: 'id', rules: COMMUTE_INFO_RULES });

/** A stored line: the way back is the way there when the two are the same. */
export function commuteInfoData<T extends TInfoLine & { institution: number; sap_code: string }>(line: T) {
  return {
    institution_id: line.institution,
    type: line.type,
    mileage_towards: line.mileage_towards ?? 0,
    mileage_backwards: (line.towards_backwards_is_same ? line.mileage_towards : line.mileage_backwards) ?? 0,
    towards_backwards_is_same: line.towards_backwards_is_same,
    monthly_cost: line.monthly_cost,
    sap_code: line.sap_code,
  };
}

export const COMMUTE_INFO_SELECT = {
  id: true,
  type: true,
  mileage_towards: true,
  mileage_backwards: true,
  towards_backwards_is_same: true,
  monthly_cost: true,
  sap_code: true,
  institution: { select: { id: true, name: true, unit_code: true } },
} satisfies Prisma.CommuteInfoSelect;

export type TCommuteInfoRow = Prisma.CommuteInfoGetPayload<{ select: typeof COMMUTE_INFO_SELECT }>;

/** A commute info as the API answers it (the type as its key, the form's select value). */
export function commuteInfoApi(row: TCommuteInfoRow) {
  return {
    id: row.id,
    institution: { id: row.institution.id, name: institutionDisplayName(row.institution) },
    type: row.type,
    mileage_towards: Number(row.mileage_towards),
    mileage_backwards: Number(row.mileage_backwards),
    towards_backwards_is_same: row.towards_backwards_is_same,
    monthly_cost: row.monthly_cost,
    sap_code: row.sap_code,
  };
}
export type TCommuteInfoApi = ReturnType<typeof commuteInfoApi>;

/** Employments the user may see: those of its institutions; the centre's users see all. */
export function employmentScope(user: TCurrentUser): Prisma.EmploymentWhereInput {
  return user.is_centre ? {} : { institution_id: { in: user.institution_ids } };
}

/** Institutions a commute info of the user may name (its scope's; the centre any). */
export function institutionScope(user: TCurrentUser): Prisma.InstitutionWhereInput {
  return user.is_centre ? {} : { id: { in: user.institution_ids } };
}
