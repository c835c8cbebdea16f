// Every module of the portal: its tRPC router and its REST routes, from one definition each.
import type { TRestRoute } from '../rest/route.ts';
import type { TAnyPlainModule, TAnyWorkflowModule } from '../workflow/define.ts';
import { workflowRouter } from './workflow-router.ts';
import { workflowRestRoutes } from './workflow-rest.ts';
import { plainRouter } from './plain-router.ts';
import { plainRestRoutes } from './plain-rest.ts';
import { downloadRestRoutes } from '../workflow/download-rest.ts';
import { hasFiles, plainFileCases } from './plain-files.ts';
import { systemErrorReports } from './core/system-error-reports/module.ts';
import { commitments } from './finance/commitments/module.ts';
import { partners } from './finance/partners/module.ts';
import { rooms } from './technical/rooms/module.ts';
import { requestForms } from './core/request-forms/module.ts';
import { roomReservations } from './technical/room-reservations/module.ts';
import { timesheetsRouter } from './hr/timesheets/router.ts';
import { timesheetRestRoutes } from './hr/timesheets/rest.ts';
import { absences } from './hr/absences/module.ts';
import { dayOffs } from './hr/day-offs/module.ts';
import { commuteVerifications } from './hr/commute-verifications/module.ts';
import { employmentsRouter } from './hr/employments/router.ts';
import { employmentRestRoutes } from './hr/employments/rest.ts';
import { commuteRouter } from './hr/commute/router.ts';
import { commuteRestRoutes } from './hr/commute/rest.ts';
import { cars } from './technical/cars/module.ts';
import { carBookings } from './technical/car-bookings/module.ts';
import { utilities } from './technical/utilities/module.ts';
import { errorReports } from './technical/error-reports/module.ts';
import { employees } from './hr/employees/module.ts';
import { positions } from './hr/positions/module.ts';
import { employeeFiles, employeeProcedures, employeeRestRoutes } from './hr/employees/routes.ts';
import { mergeRouters } from '../trpc/init.ts';
import { rents } from './technical/rents/module.ts';
import { busRentals } from './technical/bus-rentals/module.ts';
import { otherContracts } from './technical/other-contracts/module.ts';
import { tenders } from './finance/tenders/module.ts';
import { assignmentContracts } from './technical/assignment-contracts/module.ts';
import { roomBookings } from './technical/room-bookings/module.ts';
import { contractLibrary } from './library/contract-library/module.ts';
import { authorityInspections } from './technical/authority-inspections/module.ts';
import { financialOverviewRouter } from './finance/financial-overview/router.ts';
import { financialOverviewRestRoutes } from './finance/financial-overview/rest.ts';
import { financialBudgets } from './finance/financial-budgets/module.ts';
import { financialBudgetChanges } from './finance/financial-budgets/changes/module.ts';
import { budgetRestRoutes } from './finance/financial-budgets/rest.ts';
import { invoices } from './finance/invoices/module.ts';

export const workflowModules: TAnyWorkflowModule[] = [
  systemErrorReports,
  commitments,
  requestForms,
  roomReservations,
  absences,
  dayOffs,
  commuteVerifications,
  carBookings,
  errorReports,
  positions,
  rents,
  busRentals,
  otherContracts,
  assignmentContracts,
  roomBookings,
  financialBudgetChanges,
  invoices,
];
export const plainModules: TAnyPlainModule[] = [partners, rooms, cars, utilities, employees, tenders, contractLibrary, authorityInspections, financialBudgets];
/** Cases that are files of a plain module, not workflow records (an employee's file): their lookups and their own scope. */
export const fileCaseModules = [employeeFiles, ...plainModules.filter(hasFiles).map(plainFileCases)];

export const moduleRouters = {
  systemErrorReports: workflowRouter(systemErrorReports),
  commitments: workflowRouter(commitments),
  requestForms: workflowRouter(requestForms),
  partners: plainRouter(partners),
  rooms: plainRouter(rooms),
  roomReservations: workflowRouter(roomReservations),
  // Special modules: their own procedures and routes (neither workflow nor plain rows).
  timesheets: timesheetsRouter,
  absences: workflowRouter(absences),
  dayOffs: workflowRouter(dayOffs),
  commuteVerifications: workflowRouter(commuteVerifications),
  employments: employmentsRouter,
  commute: commuteRouter,
  cars: plainRouter(cars),
  carBookings: workflowRouter(carBookings),
  utilities: plainRouter(utilities),
  errorReports: workflowRouter(errorReports),
  employees: mergeRouters(plainRouter(employees), employeeProcedures),
  positions: workflowRouter(positions),
  rents: workflowRouter(rents),
  busRentals: workflowRouter(busRentals),
  otherContracts: workflowRouter(otherContracts),
  tenders: plainRouter(tenders),
  assignmentContracts: workflowRouter(assignmentContracts),
  roomBookings: workflowRouter(roomBookings),
  contractLibrary: plainRouter(contractLibrary),
  authorityInspections: plainRouter(authorityInspections),
  financialOverview: financialOverviewRouter,
  financialBudgets: plainRouter(financialBudgets),
  financialBudgetChanges: workflowRouter(financialBudgetChanges),
  invoices: workflowRouter(invoices),
};

export const moduleRestRoutes: TRestRoute[] = [
  ...workflowModules.flatMap((m) => workflowRestRoutes(m)),
  ...plainModules.flatMap((m) => plainRestRoutes(m)),
  ...timesheetRestRoutes,
  ...employmentRestRoutes,
  ...commuteRestRoutes,
  ...employeeRestRoutes,
  ...financialOverviewRestRoutes,
  ...budgetRestRoutes,
  ...downloadRestRoutes(
    (module) => workflowModules.find((m) => m.caseModule === module)?.permission ?? fileCaseModules.find((m) => m.caseModule === module)?.permission ?? null,
    (user) => ({ OR: fileCaseModules.map((m) => m.scope(user)) }),
  ),
];
