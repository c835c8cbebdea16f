// Reference and demo seeds: complete, idempotent, and the default flows resolve.
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../helpers/db.ts';
import { seedReferenceData } from '../../prisma/seed/reference.ts';
import { seedDemoData, DEMO_LOGINS } from '../../prisma/seed/demo.ts';
import { DEMO_USERS } from '../../prisma/seed/demo/users.ts';
import { SETTINGS_DEFAULTS } from '../../prisma/seed/settings.ts';
import { DEFAULT_FLOWS, resolveFlow, seedDefaultFlows } from '../../prisma/seed/flows/index.ts';
import { ZFlowSeed, type TFlowSeed } from '../../server/src/workflow/flow-types.ts';
import { verifyPassword } from '../../server/src/auth/passwords.ts';

const { prisma } = await createTestDb();

// Spec 000 §6, with the request_forms family expanded.
const SPEC_PERMISSIONS = [
  'commitments.can_use_commitment_module',
  'financial_budgets.can_use_financial_budgets_module',
  'request_forms.can_see_request_forms_finance',
  'request_forms.can_see_request_forms_hr',
  'request_forms.can_see_request_forms_education',
  'request_forms.can_see_request_forms_technical',
  'request_forms.can_see_request_forms_profile',
  'hr.can_use_hr_module',
  'commute_verifications.can_use_commute_verifications_module',
  'absences.can_use_absences_module',
  'day_offs.can_use_day_offs_module',
  'authority_inspections.can_use_authority_inspections',
  'error_reports.can_use_error_report_module',
  'rooms.can_use_rooms_module',
  'cars.can_use_car_bookings_module',
  'cars.can_use_car_module',
  'stock_keeping.can_use_stock_keeping_module',
  'store.can_use_store_module',
  'contracts.can_use_contract_module',
  'users.can_use_office_users_module',
  'tasks.can_use_tasks_module',
  'inbox.can_use_inbox_module',
  'users.can_change_password',
];

const SETTINGS_GROUPS = [
  'absences',
  'applications',
  'assignment_contracts',
  'bus_rentals',
  'cars',
  'commitments',
  'commute_verifications',
  'complex_exams',
  'contracts',
  'day_offs',
  'documents',
  'education_contracts',
  'error_reports',
  'external_lecturer_contracts',
  'extraordinary_ordainments',
  'extra_teaching',
  'finance',
  'graduation_contracts',
  'lecturer_assignment_contracts',
  'hr',
  'inbox',
  'other_contracts',
  'positions',
  'preliminary_exams',
  'recognitions',
  'rents',
  'request_forms',
  'room_bookings',
  'room_reservations',
  'rooms',
  'study_contracts',
  'timesheet',
];

async function counts() {
  const [permissions, groups, grants, staticItems, settings, institutions, users, employments, partners, messages, news, flows, steps, options] =
    await Promise.all([
      prisma.permission.count(),
      prisma.group.count(),
      prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "_GroupToPermission"`,
      prisma.staticItem.count(),
      prisma.setting.count(),
      prisma.institution.count(),
      prisma.user.count(),
      prisma.employment.count(),
      prisma.partner.count(),
      prisma.systemMessage.count(),
      prisma.news.count(),
      prisma.flow.count(),
      prisma.flowStep.count(),
      prisma.decisionOption.count(),
    ]);
  return {
    permissions,
    groups,
    grants: Number(grants[0].n),
    staticItems,
    settings,
    institutions,
    users,
    employments,
    partners,
    messages,
    news,
    flows,
    steps,
    options,
  };
}

async function item(list: string, key: number) {
  return prisma.staticItem.findUniqueOrThrow({ where: { list_key: { list, key } }, select: { code: true, name: true, data: true } });
}

describe('reference data', () => {
  it('has every permission of spec 000 §6 and the portal-specific ones', async () => {
    const codenames = new Set((await prisma.permission.findMany({ select: { codename: true } })).map((p) => p.codename));
    for (const codename of [
      ...SPEC_PERMISSIONS,
      'partners.can_use_partners_module',
      'system_error_reports.can_manage_system_error_reports',
      'documents.can_generate_documents',
      'attachments.can_delete_attachments',
      'news.can_create_news',
    ]) {
      expect(codenames, codename).toContain(codename);
    }
  });

  it('gives every group the password change right and the administrators every right', async () => {
    const groups = await prisma.group.findMany({ select: { name: true, permissions: { select: { codename: true } } } });
    expect(groups.map((g) => g.name).sort()).toEqual(
      [
        'HR referensek',
        'Irodai referensek',
        'Iskolai HR referensek',
        'Iskolai igénylők',
        'Iskolavezetők',
        'Központi adminisztrátorok',
        'Központi pénzügy',
        'Központi HR',
        'Műszaki referensek',
        'Pénzügyi referensek',
        'Rendszergazdák',
        'Tanügyi referensek',
      ].sort(),
    );
    for (const group of groups)
      expect(
        group.permissions.map((p) => p.codename),
        group.name,
      ).toContain('users.can_change_password');
    const admins = groups.find((g) => g.name === 'Központi adminisztrátorok')!;
    expect(admins.permissions).toHaveLength(await prisma.permission.count());
    const sysadmins = groups.find((g) => g.name === 'Rendszergazdák')!;
    expect(sysadmins.permissions.map((p) => p.codename)).toContain('system_error_reports.can_manage_system_error_reports');
  });

  it('keys the static lists the entity defaults refer to', async () => {
    expect(await item('vat', 1)).toMatchObject({ name: '27%', data: { rate: 27 } });
    expect(await item('vat', 4)).toMatchObject({ data: { rate: 0 } });
    expect(await item('currencies', 1)).toMatchObject({ name: 'Ft', data: { code: 'HUF' } });
    expect(await item('absence_reasons', 1)).toMatchObject({ name: 'Szabadság' });
    expect(await item('countries', 1)).toMatchObject({ name: 'Magyarország' });
    expect(await item('financial_entries', 1)).toMatchObject({ code: 'K311', data: { alias: 'K311' } });
  });

  it('loads the settlements and counties of the postcode file', async () => {
    expect(await prisma.staticItem.count({ where: { list: 'counties' } })).toBe(20);
    expect(await prisma.staticItem.count({ where: { list: 'cities' } })).toBeGreaterThan(3000);
    const budapest = await prisma.staticItem.findFirstOrThrow({ where: { list: 'cities', name: 'Budapest' }, select: { data: true } });
    expect(budapest.data).toMatchObject({ county: 'Budapest' });
    expect((budapest.data as { zip_codes: string[] }).zip_codes).toContain('1011');
  });

  it('orders request form types in Hungarian', async () => {
    const rows = await prisma.staticItem.findMany({ where: { list: 'request_form_types' }, orderBy: { position: 'asc' }, select: { name: true } });
    const names = rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'hu')));
  });

  it('holds the complete FEOR-08 list, shown by code, the former 21 items under their keys', async () => {
    const rows = await prisma.staticItem.findMany({ where: { list: 'feor_numbers' }, orderBy: { position: 'asc' }, select: { key: true, code: true } });
    expect(rows).toHaveLength(485);
    expect(rows[0].code).toBe('0110');
    expect(rows.map((r) => r.code)).toEqual(rows.map((r) => r.code).sort());
    expect(await item('feor_numbers', 1)).toMatchObject({ code: '2410', data: { feor: '2410' } });
    expect(await item('feor_numbers', 16)).toMatchObject({ code: '4111', name: '4111 Titkár(nő)' });
    expect(await item('feor_numbers', 22)).toMatchObject({ code: '0110' });
  });

  it('stores every settings default of spec 000 §9', async () => {
    const rows = await prisma.setting.findMany({ select: { group: true, key: true, value: true } });
    const stored = new Map(rows.map((r) => [`${r.group}.${r.key}`, r.value]));
    expect(new Set(rows.map((r) => r.group))).toEqual(new Set(SETTINGS_GROUPS));
    for (const [group, values] of Object.entries(SETTINGS_DEFAULTS)) {
      for (const [key, value] of Object.entries(values)) expect(stored.get(`${group}.${key}`), `${group}.${key}`).toEqual(value);
    }
    expect(Object.fromEntries([...stored].filter(([k]) => k.startsWith('absences.')))).toEqual({
      'absences.absence_close_type': 'never',
      'absences.absence_delete_close_type': 'never',
      'absences.absence_close_day': 1,
      'absences.can_upload_after_closed': true,
    });
    expect(stored.get('commitments.financial_entry_required')).toBe(true);
    expect(stored.get('commitments.used_currencies')).toEqual([]);
    expect(stored.get('hr.commute_export_turn_day')).toBe(5);
    expect(stored.get('hr.absence_length_warning')).toBe(10);
    expect(stored.get('hr.show_payment_request')).toBe(true);
    expect(stored.get('hr.can_create_new_employee')).toBe(false);
    expect(stored.get('external_lecturer_contracts.delta_days_backward')).toBe(0);
    expect(stored.get('timesheet.normal_start_time')).toBeNull();
    expect(stored.get('documents.predefined_directory_structure')).toBe(true);
    expect(stored.get('finance.show_commitments_in_overview')).toBe(true);
    for (const group of SETTINGS_GROUPS.filter((g) => !['finance', 'documents', 'hr', 'timesheet'].includes(g))) {
      expect(stored.get(`${group}.can_upload_after_closed`), group).toBe(true);
    }
  });
});

describe('demo data', () => {
  it('lets every demo login sign in with the seed password', async () => {
    const users = await prisma.user.findMany({
      where: { email: { in: DEMO_LOGINS.map((l) => l.email) } },
      select: { email: true, password_hash: true, is_readonly: true, needs_password_change: true },
    });
    expect(users).toHaveLength(DEMO_LOGINS.length);
    for (const user of users) {
      expect(await verifyPassword('etanker', user.password_hash), user.email).toBe(true);
      expect(user.is_readonly, user.email).toBe(DEMO_USERS.find((u) => u.email === user.email)?.is_readonly ?? false);
      expect(user.needs_password_change).toBe(false);
    }
  });

  it('builds the centre with four schools and the managers of the schools', async () => {
    const centre = await prisma.institution.findFirstOrThrow({
      where: { unit_code: '000' },
      select: { name: true, type: true, parent_id: true, children: { select: { unit_code: true }, orderBy: { unit_code: 'asc' } } },
    });
    expect(centre).toMatchObject({ name: 'Demo Szakképzési Centrum', type: 'centre', parent_id: null });
    expect(centre.children.map((c) => c.unit_code)).toEqual(['001', '002', '003', '004']);
    const referent = await prisma.user.findUniqueOrThrow({
      where: { email: 'penzugy@etanker.local' },
      select: { is_referent: true, managed_institutions: { select: { unit_code: true } }, employments: { select: { id: true } } },
    });
    expect(referent.is_referent).toBe(true);
    expect(referent.managed_institutions.map((i) => i.unit_code).sort()).toEqual(['001', '002', '003', '004']);
    expect(referent.employments).toHaveLength(1);
    const admin = await prisma.user.findUniqueOrThrow({
      where: { email: 'admin@etanker.local' },
      select: { is_superuser: true, groups: { select: { name: true } } },
    });
    expect(admin).toEqual({ is_superuser: true, groups: [{ name: 'Központi adminisztrátorok' }] });
  });

  it('is idempotent together with the reference data', async () => {
    const before = await counts();
    await seedReferenceData(prisma);
    const logins = await seedDemoData(prisma, { password: 'etanker' });
    expect(logins).toEqual(DEMO_LOGINS);
    expect(await counts()).toEqual(before);
    expect(before.partners).toBeGreaterThanOrEqual(3);
    expect(before.messages).toBe(2);
    expect(before.news).toBe(3);
  });
});

describe('default flows', () => {
  it('validates every flow seed', () => {
    for (const flow of DEFAULT_FLOWS) expect(() => ZFlowSeed.parse(flow), flow.name).not.toThrow();
  });

  it('resolves e-mails and groups to ids', async () => {
    const [admin, central] = await Promise.all(
      ['admin@etanker.local', 'kozpontipenzugy@etanker.local'].map((email) => prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })),
    );
    const flows = await prisma.flow.findMany({
      where: { module: 'commitments' },
      orderBy: { priority: 'asc' },
      select: {
        priority: true,
        condition: true,
        steps: {
          orderBy: { position: 'asc' },
          select: {
            name: true,
            assignee_type: true,
            assignee_user_id: true,
            assignee_role: true,
            substitutions: { select: { substitute_id: true, substituted: { select: { email: true } }, institution_ids: true, valid_until: true } },
            options: { orderBy: { position: 'asc' }, select: { label: true, outcome: true, target_position: true } },
          },
        },
      },
    });
    expect(flows).toHaveLength(2);
    const [normal, large] = flows;
    expect(normal.steps.map((s) => s.name)).toEqual([
      'Igénylés',
      'Intézményvezetői jóváhagyás',
      'Pénzügyi referens ellenőrzése',
      'Központi pénzügyi jóváhagyás',
    ]);
    // The referent step's substitute stands in for each referent, within their institutions, open-ended.
    expect(normal.steps[2].assignee_role).toBe('referent');
    expect(normal.steps[2].substitutions).toEqual(
      ['penzugy@etanker.local', 'penzugy2@etanker.local'].map((email) =>
        expect.objectContaining({ substitute_id: central.id, substituted: { email }, institution_ids: [], valid_until: null }),
      ),
    );
    expect(normal.steps[3].options.at(-1)).toMatchObject({ outcome: 'step', target_position: 2 });
    expect(large).toMatchObject({ priority: 10, condition: { field: 'cost', op: 'gte', value: 5_000_000 } });
    expect(large.steps[3]).toMatchObject({ name: 'Főigazgatói jóváhagyás', assignee_type: 'user', assignee_user_id: admin.id });
    const sysadmins = await prisma.group.findUniqueOrThrow({ where: { name: 'Rendszergazdák' }, select: { id: true } });
    const handling = await prisma.flowStep.findFirstOrThrow({
      where: { flow: { module: 'system_error_reports' }, position: 1 },
      select: { assignee_group_id: true, options: { select: { questions: true } } },
    });
    expect(handling.assignee_group_id).toBe(sysadmins.id);
    expect(handling.options[0].questions).toEqual([
      { codename: 'solution', type: 'text', label: 'Megoldás leírása', required: true, choices: [], columns: [] },
    ]);
  });

  it('leaves modules that already have flows alone and rejects unknown assignees', async () => {
    expect(await seedDefaultFlows(prisma)).toEqual([]);
    const flow: TFlowSeed = {
      module: 'test_module',
      name: 'Teszt',
      steps: [{ name: 'Lépés', assignee: { user_email: 'nincs@etanker.local' }, options: [{ label: 'Kész', type: 'positive', outcome: 'close_positive' }] }],
    };
    expect(() => resolveFlow(flow, { userIds: new Map(), groupIds: new Map() })).toThrow('nincs@etanker.local');
  });
});
