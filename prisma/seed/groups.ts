// Permission groups of the demo and of a fresh installation; every group may change its password.
import { PERMISSIONS } from './permissions.ts';

export interface TGroupSeed {
  name: string;
  permissions: readonly string[];
}

const CHANGE_PASSWORD = 'users.can_change_password';

const REQUESTER = [
  'commitments.can_use_commitment_module',
  // Schools read the invoices that are theirs (their own or split to them); the centre's finance registers them.
  'invoices.can_use_invoices_module',
  'partners.can_use_partners_module',
  'tenders.can_use_tenders_module',
  'error_reports.can_use_error_report_module',
  'rooms.can_use_rooms_module',
  'room_reservations.can_use_room_reservations_module',
  'absences.can_use_absences_module',
  'day_offs.can_use_day_offs_module',
  'commute_verifications.can_use_commute_verifications_module',
  'cars.can_use_car_module',
  'cars.can_use_car_bookings_module',
  'bus_rentals.can_use_bus_rentals_module',
  'utilities.can_use_utilities_module',
  'rents.can_use_rents_module',
  'other_contracts.can_use_other_contracts_module',
  'assignment_contracts.can_use_assignment_contracts_module',
  'documents.can_generate_documents',
  'documents.can_use_documents_module',
  'room_bookings.can_use_room_bookings_module',
  'request_forms.can_see_request_forms_finance',
  'request_forms.can_see_request_forms_hr',
  'request_forms.can_see_request_forms_education',
  'request_forms.can_see_request_forms_technical',
  'request_forms.can_see_request_forms_profile',
  'contracts.can_use_contract_module',
  'authority_inspections.can_use_authority_inspections',
  // A school reads its own budgets (commitments are charged to them); finance keeps them.
  'financial_budgets.can_use_financial_budgets_module',
];

const FINANCE = [
  'commitments.can_use_commitment_module',
  'invoices.can_use_invoices_module',
  'invoices.can_register_invoices',
  'financial_overview.can_use_financial_overview_module',
  'financial_budgets.can_use_financial_budgets_module',
  'request_forms.can_see_request_forms_finance',
  'partners.can_use_partners_module',
  'partners.can_edit_partners',
  'tenders.can_use_tenders_module',
  'tenders.can_edit_tenders',
  'documents.can_generate_documents',
  'contracts.can_use_contract_module',
  'financial_budgets.can_edit_financial_budgets',
];

const HR = [
  'hr.can_use_hr_module',
  'positions.can_use_positions_module',
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
const CAR_KEEPER = ['cars.can_use_car_module', 'cars.can_use_car_bookings_module', 'cars.can_edit_cars'];

function withPasswordChange(codenames: readonly string[]): string[] {
  return [...new Set([...codenames, CHANGE_PASSWORD])];
}

export const GROUPS: readonly TGroupSeed[] = [
  { name: 'Központi adminisztrátorok', permissions: PERMISSIONS.map((p) => p.codename) },
  { name: 'Iskolai igénylők', permissions: withPasswordChange(REQUESTER) },
  // Heads approve their school's positions without reading the staff's personal files (HR).
  { name: 'Iskolavezetők', permissions: withPasswordChange([...REQUESTER, 'attachments.can_delete_attachments', 'positions.can_use_positions_module']) },
  { name: 'Pénzügyi referensek', permissions: withPasswordChange(FINANCE) },
  // The last step of rents and room bookings (the price checked before signing) and of other and assignment contracts (countersigned).
  {
    name: 'Központi pénzügy',
    permissions: withPasswordChange([
      ...FINANCE,
      'rents.can_use_rents_module',
      'other_contracts.can_use_other_contracts_module',
      'assignment_contracts.can_use_assignment_contracts_module',
      'room_bookings.can_use_room_bookings_module',
    ]),
  },
  { name: 'HR referensek', permissions: withPasswordChange(HR) },
  // The last step of HR flows (commute verifications): the centre's HR, apart from the schools' referents.
  { name: 'Központi HR', permissions: withPasswordChange(HR) },
  // A school's HR referents keep the files of their school's employees (employees module).
  { name: 'Iskolai HR referensek', permissions: withPasswordChange(HR) },
  { name: 'Tanügyi referensek', permissions: withPasswordChange(areaReferent('education')) },
  {
    name: 'Műszaki referensek',
    // They keep the cars, decide on fault reports, turn them into commitments and keep the meters' readings.
    permissions: withPasswordChange([
      ...areaReferent('technical'),
      ...CAR_KEEPER,
      'error_reports.can_use_error_report_module',
      'utilities.can_use_utilities_module',
      'commitments.can_use_commitment_module',
      'rents.can_use_rents_module',
      // They order the buses the schools' heads approved.
      'bus_rentals.can_use_bus_rentals_module',
      'other_contracts.can_use_other_contracts_module',
      'assignment_contracts.can_use_assignment_contracts_module',
      // They check the rooms and occasions of room bookings (and keep the rooms they pick from).
      'room_bookings.can_use_room_bookings_module',
      'rooms.can_use_rooms_module',
      // They keep the authorities' inspections of the schools and follow up their tasks.
      'authority_inspections.can_use_authority_inspections',
    ]),
  },
  { name: 'Irodai referensek', permissions: withPasswordChange(areaReferent('profile')) },
  { name: 'Rendszergazdák', permissions: withPasswordChange(['system_error_reports.can_manage_system_error_reports']) },
];
