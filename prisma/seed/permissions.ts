// The permissions of the seed that no module declares: spec 000 §6, and the "(ours)" ones of
// MODULES.md §1 that are the portal's (attachments, news) or of a module not built yet. A module
// declares the permissions it introduces in its definition (`permissions`, with the demo groups
// that get them); `withModulePermissions` merges them here, refusing a codename declared twice.
import type { TModulePermission } from '../../server/src/workflow/define.ts';
import { modulePermissions } from '../../server/src/modules/index.ts';

export interface TPermissionSeed {
  codename: string;
  name: string;
}

/** Spec 000 §6, the request_forms family expanded. */
export const SPEC_PERMISSIONS: readonly TPermissionSeed[] = [
  { codename: 'commitments.can_use_commitment_module', name: 'Kötelezettségvállalás modul használata' },
  { codename: 'financial_budgets.can_use_financial_budgets_module', name: 'Pénzügyi keretek modul használata' },
  { codename: 'request_forms.can_see_request_forms_finance', name: 'Pénzügyi kérvények megtekintése' },
  { codename: 'request_forms.can_see_request_forms_hr', name: 'HR kérvények megtekintése' },
  { codename: 'request_forms.can_see_request_forms_education', name: 'Tanügyi kérvények megtekintése' },
  { codename: 'request_forms.can_see_request_forms_technical', name: 'Műszaki kérvények megtekintése' },
  { codename: 'request_forms.can_see_request_forms_profile', name: 'Irodai kérvények megtekintése' },
  { codename: 'hr.can_use_hr_module', name: 'HR modul használata' },
  { codename: 'commute_verifications.can_use_commute_verifications_module', name: 'Munkába járás engedélyezés modul használata' },
  { codename: 'absences.can_use_absences_module', name: 'Távolléti jelentő modul használata' },
  { codename: 'day_offs.can_use_day_offs_module', name: 'Szabadságok modul használata' },
  { codename: 'authority_inspections.can_use_authority_inspections', name: 'Hatósági ellenőrzés modul használata' },
  { codename: 'error_reports.can_use_error_report_module', name: 'Hibabejelentés modul használata' },
  { codename: 'rooms.can_use_rooms_module', name: 'Termek modul használata' },
  { codename: 'cars.can_use_car_bookings_module', name: 'Gépjárműigény modul használata' },
  { codename: 'cars.can_use_car_module', name: 'Gépjárművek modul használata' },
  { codename: 'stock_keeping.can_use_stock_keeping_module', name: 'Leltár modul használata' },
  { codename: 'store.can_use_store_module', name: 'Készlet (raktár) modul használata' },
  { codename: 'contracts.can_use_contract_module', name: 'Szerződéstár használata' },
  { codename: 'tasks.can_use_tasks_module', name: 'Feladatok modul használata' },
  { codename: 'users.can_change_password', name: 'Jelszó módosítása' },
];

/** MODULES.md §1 "(ours)" codenames that belong to no registered module (yet): its module takes one over when it is built. */
export const PORTAL_PERMISSIONS: readonly TPermissionSeed[] = [
  { codename: 'documents.can_use_documents_module', name: 'Dokumentumtár használata' },
  { codename: 'documents.can_generate_documents', name: 'Dokumentumok generálása' },
  { codename: 'surveys.can_use_surveys_module', name: 'Kérdőívek modul használata' },
  { codename: 'applications.can_use_applications_module', name: 'Álláskeresők modul használata' },
  { codename: 'attachments.can_delete_attachments', name: 'Mellékletek törlése' },
  // Fields flagged `personal` (tax id, TAJ, bank account, address): who pays reads them (access/personal-data.ts).
  { codename: 'personal_data.can_view_personal_data', name: 'Személyes adatok megtekintése' },
  { codename: 'news.can_create_news', name: 'Hírek létrehozása' },
  // No group holds it: the superusers (the centre's administrators) see the job queue's failures (core/jobs-view.ts).
  { codename: 'core.can_see_jobs', name: 'Háttérfeladatok hibáinak megtekintése' },
];

/** The base list and the modules' declarations: a codename may be declared once (a module repeating one, or the base list's, is an error). */
export function withModulePermissions(
  base: readonly TPermissionSeed[],
  declared: readonly { module: string; permission: TModulePermission }[],
): TPermissionSeed[] {
  const declarer = new Map(base.map((p) => [p.codename, 'prisma/seed/permissions.ts']));
  for (const { module, permission } of declared) {
    const earlier = declarer.get(permission.codename);
    if (earlier) throw new Error(`A(z) ${permission.codename} jogosultságot ${earlier} már felvette; ${module} nem veheti fel újra.`);
    declarer.set(permission.codename, module);
  }
  return [...base, ...declared.map(({ permission: { codename, name } }) => ({ codename, name }))];
}

/** Every permission the seed writes. */
export const PERMISSIONS: readonly TPermissionSeed[] = withModulePermissions([...SPEC_PERMISSIONS, ...PORTAL_PERMISSIONS], modulePermissions);
