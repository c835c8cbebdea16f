// The main menu of 000 §2 / MODULES.md §2.1: eight groups, every item gated by its permission
// (disabled, not hidden, without it); planner, budget and statistics are always disabled. Shared:
// the client renders it, the API documentation lists the modules in its order.
import { modulePaths, type TModuleKey } from './modules.ts';

export interface TMenuItem {
  label: string;
  route: string;
  /** permission codename; null = any logged-in user */
  gate: string | null;
  alwaysDisabled?: boolean;
}

export interface TMenuSub {
  label: string;
  items: TMenuItem[];
}

export interface TMenuGroup {
  label: string;
  items: TMenuItem[];
  subs?: TMenuSub[];
}

/** A built module's menu route: its list as declared in modules.ts (the one place a route is written). */
const listPathOf = (key: TModuleKey) => modulePaths(key).listPath;

const item = (label: string, route: string, gate: string | null, alwaysDisabled = false): TMenuItem => ({ label, route, gate, alwaysDisabled });

export const MAIN_MENU: readonly TMenuGroup[] = [
  {
    label: 'Pénzügy',
    items: [
      item('Kötelezettségvállalás', listPathOf('commitments'), 'commitments.can_use_commitment_module'),
      item('Számlázás', listPathOf('invoices'), 'invoices.can_use_invoices_module'),
      item('Pénzügyi tervező', '/penzugy/tervezo/evek.html', null, true),
      item('Pénzügyi áttekintő', listPathOf('financialOverview'), 'financial_overview.can_use_financial_overview_module'),
      item('Partnerek', listPathOf('partners'), 'partners.can_use_partners_module'),
      item('Pályázatok', listPathOf('tenders'), 'tenders.can_use_tenders_module'),
      item('Pénzügyi keretek', listPathOf('financialBudgets'), 'financial_budgets.can_use_financial_budgets_module'),
      item('Kérvények', '/penzugy/kervenyek/lista.html', 'request_forms.can_see_request_forms_finance'),
    ],
  },
  {
    label: 'HR',
    items: [
      item('Dolgozók', listPathOf('employees'), 'hr.can_use_hr_module'),
      item('Álláshelyek', listPathOf('positions'), 'positions.can_use_positions_module'),
      item('Távolléti jelentő', listPathOf('absences'), 'absences.can_use_absences_module'),
      item('Szabadságok', listPathOf('dayOffs'), 'day_offs.can_use_day_offs_module'),
      item('Munkába járás', listPathOf('commute'), 'hr.can_use_hr_module'),
      item('Munkába járás engedélyezés', listPathOf('commuteVerifications'), 'commute_verifications.can_use_commute_verifications_module'),
      item('Munkaidő-nyilvántartás', listPathOf('timesheets'), 'hr.can_use_hr_module'),
      item('Kérvények', '/hr/kervenyek/lista.html', 'request_forms.can_see_request_forms_hr'),
    ],
  },
  {
    label: 'Tanügy',
    items: [
      item('Óraadói megbízások', listPathOf('lecturerAssignmentContracts'), 'lecturer_assignment_contracts.can_use_lecturer_assignment_contracts_module'),
      item('Egyéb szerződések', listPathOf('educationOtherContracts'), 'education_other_contracts.can_use_education_other_contracts_module'),
      item('Érettségi megbízások', listPathOf('graduationContracts'), 'graduation_contracts.can_use_graduation_contracts_module'),
      item('Tanulmányi szerződések', listPathOf('studyContracts'), 'study_contracts.can_use_study_contracts_module'),
      item('Többlettanítási szerződések', listPathOf('extraTeachingContracts'), 'extra_teaching.can_use_extra_teaching_module'),
      item('Többlettanítási összesítők', listPathOf('extraTeachingSummaries'), 'extra_teaching.can_use_extra_teaching_module'),
      item('Komplex vizsga megbízások', listPathOf('complexExams'), 'complex_exams.can_use_complex_exams_module'),
      item('Felvételi megbízások', listPathOf('preliminaryExams'), 'preliminary_exams.can_use_preliminary_exams_module'),
      item('Éves beszámolók', '/tanugy/eves-beszamolok/lista.html', 'yearly_reports.can_use_yearly_reports_module'),
      item('Havi beszámolók', listPathOf('monthlyReports'), 'monthly_reports.can_use_monthly_reports_module'),
      item('Rendkívüli esemény', listPathOf('extraordinaryEvents'), 'extraordinary_events.can_use_extraordinary_events_module'),
      item('Rendkívüli elrendelés', listPathOf('extraordinaryOrdainments'), 'extraordinary_ordainments.can_use_extraordinary_ordainments_module'),
      item('Felterjesztések', listPathOf('recognitions'), 'recognitions.can_use_recognitions_module'),
      item('Kérvények', '/tanugy/kervenyek/lista.html', 'request_forms.can_see_request_forms_education'),
    ],
  },
  {
    label: 'Műszaki ügyek',
    items: [
      item('Hibabejelentés', listPathOf('errorReports'), 'error_reports.can_use_error_report_module'),
      item('Közművek', listPathOf('utilities'), 'utilities.can_use_utilities_module'),
      item('Termek', listPathOf('rooms'), 'rooms.can_use_rooms_module'),
      item('Teremberlés', listPathOf('roomBookings'), 'room_bookings.can_use_room_bookings_module'),
      item('Bérlés', listPathOf('rents'), 'rents.can_use_rents_module'),
      item('Teremfoglalások', listPathOf('roomReservations'), 'room_reservations.can_use_room_reservations_module'),
      item('Hatósági ellenőrzés', listPathOf('authorityInspections'), 'authority_inspections.can_use_authority_inspections'),
      item('Megbízási szerződések', listPathOf('assignmentContracts'), 'assignment_contracts.can_use_assignment_contracts_module'),
      item('Egyéb szerződések', listPathOf('otherContracts'), 'other_contracts.can_use_other_contracts_module'),
      item('Buszbérlés', listPathOf('busRentals'), 'bus_rentals.can_use_bus_rentals_module'),
      item('Gépjárműigény', listPathOf('carBookings'), 'cars.can_use_car_bookings_module'),
      item('Kérvények', '/muszak/kervenyek/lista.html', 'request_forms.can_see_request_forms_technical'),
    ],
    subs: [
      {
        label: 'Leltár',
        items: [
          item('Importálás', '/muszak/leltar/importalas/lista.html', 'stock_keeping.can_use_stock_keeping_module'),
          item('Készlet', '/muszak/leltar/keszlet/lista.html', 'stock_keeping.can_use_stock_keeping_module'),
          item('Többlet', '/muszak/leltar/tobblet/lista.html', 'stock_keeping.can_use_stock_keeping_module'),
        ],
      },
      {
        label: 'Raktár',
        items: [
          item('Termékek', '/keszlet/termekek/lista.html', 'store.can_use_store_module'),
          item('Rendelések', '/keszlet/rendelesek/lista.html', 'store.can_use_store_module'),
          item('Kategóriák', '/keszlet/kategoriak/lista.html', 'store.can_use_store_module'),
          item('Saját kosár', '/keszlet/kosarak/sajat.html', 'store.can_use_store_module'),
        ],
      },
    ],
  },
  {
    label: 'Dokumentumtár',
    items: [
      item('Saját dokumentumok', listPathOf('myDocuments'), 'documents.can_use_documents_module'),
      item('Megosztott dokumentumok', listPathOf('sharedDocuments'), 'documents.can_use_documents_module'),
      item('eTanker dokumentumok', listPathOf('providedDocuments'), 'documents.can_use_documents_module'),
      item('Export dokumentumok', listPathOf('exportDocuments'), 'documents.can_use_documents_module'),
    ],
  },
  {
    label: 'Szerződéstár',
    items: [item('Szerződéstár', listPathOf('contractLibrary'), 'contracts.can_use_contract_module')],
  },
  {
    label: 'Adatszolgáltatás',
    items: [
      item('Kérdőív kitöltés', '/kerdoivek/kitoltes/lista.html', 'surveys.can_use_surveys_module'),
      item('Kérdőívek', '/kerdoivek/lista.html', 'surveys.can_use_surveys_module'),
    ],
  },
  {
    label: 'Irodai ügyek',
    items: [
      item('Költségvetés', '/profil/koltsegvetes.html', null, true),
      item('Statisztikák', '/profil/statisztikak.html', null, true),
      item('Felhasználók', listPathOf('officeUsers'), 'users.can_use_office_users_module'),
      item('Feladatok', listPathOf('tasks'), 'tasks.can_use_tasks_module'),
      item('Érkeztető', listPathOf('inboxEntries'), 'inbox.can_use_inbox_module'),
      item('Gépjárművek', listPathOf('cars'), 'cars.can_use_car_module'),
      item('Kérvények', '/profil/kervenyek/lista.html', 'request_forms.can_see_request_forms_profile'),
    ],
  },
];

export const MENU_CLOSE_DELAY_MS = 750;

/** Enabled = not always disabled, the section has screens, and the user holds the gate. */
export function isMenuItemEnabled(menuItem: TMenuItem, permissions: ReadonlySet<string>, isBuilt: (route: string) => boolean): boolean {
  if (menuItem.alwaysDisabled || !isBuilt(menuItem.route)) return false;
  return menuItem.gate === null || permissions.has(menuItem.gate);
}

/** Every menu item's route, in the menu's order (groups, their items, then their sub-menus). */
export const MENU_ROUTES: readonly string[] = MAIN_MENU.flatMap((group) => [...group.items, ...(group.subs ?? []).flatMap((sub) => sub.items)]).map(
  (menuItem) => menuItem.route,
);
