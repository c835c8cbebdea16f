// Permission groups of the demo and of a fresh installation; every group may change its password.
// Below: the grants of the permissions this file's lists name; a module's own permissions reach
// the groups its declaration names (`withModuleGrants`).
import type { TModulePermission } from '../../server/src/workflow/define.ts';
import { modulePermissions } from '../../server/src/modules/index.ts';
import { PERMISSIONS } from './permissions.ts';

export interface TGroupSeed {
  name: string;
  permissions: readonly string[];
}

const CHANGE_PASSWORD = 'users.can_change_password';

const REQUESTER = [
  'commitments.can_use_commitment_module',
  'error_reports.can_use_error_report_module',
  'rooms.can_use_rooms_module',
  'absences.can_use_absences_module',
  'day_offs.can_use_day_offs_module',
  'commute_verifications.can_use_commute_verifications_module',
  'cars.can_use_car_module',
  'cars.can_use_car_bookings_module',
  'documents.can_generate_documents',
  'documents.can_use_documents_module',
  'request_forms.can_see_request_forms_finance',
  'request_forms.can_see_request_forms_hr',
  'request_forms.can_see_request_forms_education',
  'request_forms.can_see_request_forms_technical',
  'request_forms.can_see_request_forms_profile',
  'contracts.can_use_contract_module',
  'authority_inspections.can_use_authority_inspections',
  // The school office's own tasks: the head assigns, the staff finish their subtasks.
  'tasks.can_use_tasks_module',
  // A school reads its own budgets (commitments are charged to them); finance keeps them.
  'financial_budgets.can_use_financial_budgets_module',
  // Schools order supplies from the centre's internal store.
  'store.can_use_store_module',
  // A school counts its own assets against its register (stock-taking).
  'stock_keeping.can_use_stock_keeping_module',
  // A school fills in the centre's surveys.
  'surveys.can_use_surveys_module',
];

/** The people's tax id, TAJ, bank account and address (fields flagged `personal`): HR and finance, who pay them. */
const PERSONAL_DATA = 'personal_data.can_view_personal_data';

const FINANCE = [
  PERSONAL_DATA,
  'commitments.can_use_commitment_module',
  'financial_budgets.can_use_financial_budgets_module',
  'request_forms.can_see_request_forms_finance',
  'documents.can_generate_documents',
  'contracts.can_use_contract_module',
];

const HR = [
  PERSONAL_DATA,
  'hr.can_use_hr_module',
  'absences.can_use_absences_module',
  'day_offs.can_use_day_offs_module',
  'commute_verifications.can_use_commute_verifications_module',
  'request_forms.can_see_request_forms_hr',
  'applications.can_use_applications_module',
  'documents.can_generate_documents',
];

/** The centre's referents of the areas without a referent flag on the user (request form flows). */
const areaReferent = (area: 'education' | 'technical' | 'profile') => [`request_forms.can_see_request_forms_${area}`, 'documents.can_generate_documents'];

/** The car keepers: the centre's technical referents keep the fleet and decide bookings last. */
const CAR_KEEPER = ['cars.can_use_car_module', 'cars.can_use_car_bookings_module'];

function withPasswordChange(codenames: readonly string[]): string[] {
  return [...new Set([...codenames, CHANGE_PASSWORD])];
}

const BASE_GROUPS: readonly TGroupSeed[] = [
  { name: 'Központi adminisztrátorok', permissions: PERMISSIONS.map((p) => p.codename) },
  { name: 'Iskolai igénylők', permissions: withPasswordChange(REQUESTER) },
  { name: 'Iskolavezetők', permissions: withPasswordChange([...REQUESTER, 'attachments.can_delete_attachments']) },
  { name: 'Pénzügyi referensek', permissions: withPasswordChange(FINANCE) },
  // Also the last step of rents, room bookings and contracts: those modules grant it their permissions.
  { name: 'Központi pénzügy', permissions: withPasswordChange(FINANCE) },
  { name: 'HR referensek', permissions: withPasswordChange(HR) },
  // The last step of HR flows (commute verifications): the centre's HR, apart from the schools' referents.
  { name: 'Központi HR', permissions: withPasswordChange(HR) },
  // A school's HR referents keep the files of their school's employees (employees module).
  { name: 'Iskolai HR referensek', permissions: withPasswordChange(HR) },
  // They run the centre's surveys (the surveys module grants the keeping).
  { name: 'Tanügyi referensek', permissions: withPasswordChange([...areaReferent('education'), 'surveys.can_use_surveys_module']) },
  {
    name: 'Műszaki referensek',
    // They keep the cars, decide on fault reports, turn them into commitments and keep the meters' readings.
    permissions: withPasswordChange([
      ...areaReferent('technical'),
      ...CAR_KEEPER,
      'error_reports.can_use_error_report_module',
      'commitments.can_use_commitment_module',
      // They keep the rooms room bookings pick from.
      'rooms.can_use_rooms_module',
      // They keep the authorities' inspections of the schools and follow up their tasks.
      'authority_inspections.can_use_authority_inspections',
      // They keep the internal store's catalogue (the edit permission is the store's) and handle its orders.
      'store.can_use_store_module',
      // They follow every school's stock-taking.
      'stock_keeping.can_use_stock_keeping_module',
    ]),
  },
  { name: 'Irodai referensek', permissions: withPasswordChange(areaReferent('profile')) },
  // They manage the system error reports (that module grants it).
  { name: 'Rendszergazdák', permissions: withPasswordChange([]) },
];

/** The groups with the grants the modules declare; a group a module names must exist. */
export function withModuleGrants(groups: readonly TGroupSeed[], declared: readonly { module: string; permission: TModulePermission }[]): TGroupSeed[] {
  const names = new Set(groups.map((g) => g.name));
  for (const { module, permission } of declared) {
    const unknown = permission.groups.find((g) => !names.has(g));
    if (unknown) throw new Error(`${module}: a(z) ${permission.codename} jogosultság ismeretlen csoportnak jár: ${unknown}`);
  }
  return groups.map((g) => {
    const granted = declared.filter(({ permission }) => permission.groups.includes(g.name)).map(({ permission }) => permission.codename);
    return { name: g.name, permissions: [...new Set([...g.permissions, ...granted])] };
  });
}

export const GROUPS: readonly TGroupSeed[] = withModuleGrants(BASE_GROUPS, modulePermissions);
