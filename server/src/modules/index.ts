// Every module of the portal: its tRPC router and its REST routes, from one definition each.
import type { TRestRoute } from '../rest/route.ts';
import type { TAnyPlainModule, TAnyWorkflowModule } from '../workflow/define.ts';
import { workflowRouter } from './workflow-router.ts';
import { workflowRestRoutes } from './workflow-rest.ts';
import { plainRouter } from './plain-router.ts';
import { plainRestRoutes } from './plain-rest.ts';
import { downloadRestRoutes } from '../workflow/download-rest.ts';
import { systemErrorReports } from './core/system-error-reports/module.ts';
import { commitments } from './finance/commitments/module.ts';
import { partners } from './finance/partners/module.ts';
import { rooms } from './technical/rooms/module.ts';
import { requestForms } from './core/request-forms/module.ts';
import { roomReservations } from './technical/room-reservations/module.ts';
import { employees } from './hr/employees/module.ts';
import { positions } from './hr/positions/module.ts';
import { employeeFiles, employeeProcedures, employeeRestRoutes } from './hr/employees/routes.ts';
import { mergeRouters } from '../trpc/init.ts';

export const workflowModules: TAnyWorkflowModule[] = [systemErrorReports, commitments, requestForms, roomReservations, positions];
export const plainModules: TAnyPlainModule[] = [partners, rooms, employees];
/** Cases that are files of a plain module, not workflow records (an employee's file): their lookups and their own scope. */
export const fileCaseModules = [employeeFiles];

export const moduleRouters = {
  systemErrorReports: workflowRouter(systemErrorReports),
  commitments: workflowRouter(commitments),
  requestForms: workflowRouter(requestForms),
  partners: plainRouter(partners),
  rooms: plainRouter(rooms),
  roomReservations: workflowRouter(roomReservations),
  employees: mergeRouters(plainRouter(employees), employeeProcedures),
  positions: workflowRouter(positions),
};

export const moduleRestRoutes: TRestRoute[] = [
  ...workflowModules.flatMap((m) => workflowRestRoutes(m)),
  ...plainModules.flatMap((m) => plainRestRoutes(m)),
  ...employeeRestRoutes,
  ...downloadRestRoutes(
    (module) => workflowModules.find((m) => m.caseModule === module)?.permission ?? fileCaseModules.find((m) => m.caseModule === module)?.permission ?? null,
    (user) => ({ OR: fileCaseModules.map((m) => m.scope(user)) }),
  ),
];
