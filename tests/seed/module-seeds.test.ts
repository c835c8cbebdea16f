// What the seeds take from the registered modules rather than from lists: the permissions a module
// introduces (and the demo groups that get them), the typed settings groups, the default flows and
// the demos of the module folders.
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PORTAL_PERMISSIONS, SPEC_PERMISSIONS, withModulePermissions } from '../../prisma/seed/permissions.ts';
import { GROUPS, withModuleGrants } from '../../prisma/seed/groups.ts';
import { SETTINGS_DEFAULTS, SPEC_SETTINGS_DEFAULTS, withModuleSettings } from '../../prisma/seed/settings.ts';
import { DEFAULT_FLOWS } from '../../prisma/seed/flows/index.ts';
import { moduleDemos } from '../../prisma/seed/modules.gen.ts';
import { allModules, modulePermissions, moduleSettings, plainModules, workflowModules } from '../../server/src/modules/index.ts';
import { defineModuleSettings, settingFlag } from '@etanker/shared/settings.ts';

const widget = (codename: string, groups: string[] = ['Iskolai igénylők']) => ({ codename, name: 'Eszközök modul használata', groups });

describe('permissions declared by the modules', () => {
  it('are merged with the spec list, each codename once', () => {
    const codenames = PERMISSIONS.map((p) => p.codename);
    expect(new Set(codenames).size).toBe(codenames.length);
    expect(codenames).toEqual(expect.arrayContaining(modulePermissions.map((d) => d.permission.codename)));
    expect(codenames).toEqual(expect.arrayContaining([...SPEC_PERMISSIONS, ...PORTAL_PERMISSIONS].map((p) => p.codename)));
    expect(withModulePermissions(SPEC_PERMISSIONS, [{ module: 'widgets', permission: widget('widgets.can_use_widgets_module') }]).at(-1)).toEqual({
      codename: 'widgets.can_use_widgets_module',
      name: 'Eszközök modul használata',
    });
  });

  it('refuse a codename declared twice: by two modules, or one the spec list already has', () => {
    const twice = [
      { module: 'widgets', permission: widget('widgets.can_use_widgets_module') },
      { module: 'gadgets', permission: widget('widgets.can_use_widgets_module') },
    ];
    expect(() => withModulePermissions(SPEC_PERMISSIONS, twice)).toThrow(/widgets.can_use_widgets_module .*gadgets nem veheti fel újra/);
    expect(() => withModulePermissions(SPEC_PERMISSIONS, [{ module: 'widgets', permission: widget('rooms.can_use_rooms_module') }])).toThrow(
      /prisma\/seed\/permissions.ts már felvette/,
    );
  });

  it('reach the demo groups they name (and the administrators); a group that does not exist is an error', () => {
    for (const { permission } of modulePermissions) {
      for (const group of [...permission.groups, 'Központi adminisztrátorok']) {
        expect(GROUPS.find((g) => g.name === group)?.permissions, `${group}: ${permission.codename}`).toContain(permission.codename);
      }
    }
    const base = [{ name: 'Iskolai igénylők', permissions: ['users.can_change_password'] }];
    expect(withModuleGrants(base, [{ module: 'widgets', permission: widget('widgets.x') }])[0].permissions).toEqual(['users.can_change_password', 'widgets.x']);
    expect(() => withModuleGrants(base, [{ module: 'widgets', permission: widget('widgets.x', ['Nincs ilyen']) }])).toThrow(/widgets: .*Nincs ilyen/);
  });

  it('cover every gate a registered module names', () => {
    const seeded = new Set(PERMISSIONS.map((p) => p.codename));
    const gates = allModules.flatMap((m) => ('permission' in m ? [m.permission ?? []].flat() : []));
    const editGates = plainModules.flatMap((m) => (m.editPermission ? [m.editPermission] : []));
    for (const codename of [...gates, ...editGates]) expect(seeded, codename).toContain(codename);
  });
});

describe('settings declared by the modules', () => {
  it('seed the defaults of every typed settings group, agreeing with the spec list', () => {
    for (const def of moduleSettings) {
      expect(SETTINGS_DEFAULTS[def.group], def.group).toMatchObject(def.schema.parse({}) as object);
    }
    for (const [group, values] of Object.entries(SPEC_SETTINGS_DEFAULTS)) expect(SETTINGS_DEFAULTS[group], group).toMatchObject(values);
  });

  it('add a new group, and refuse a default that contradicts the spec', () => {
    const widgets = defineModuleSettings('widgets', { can_upload_after_closed: settingFlag(true) });
    expect(withModuleSettings(SPEC_SETTINGS_DEFAULTS, [widgets]).widgets).toEqual({ can_upload_after_closed: true });
    const contrary = defineModuleSettings('rooms', { can_upload_after_closed: settingFlag(false) });
    expect(() => withModuleSettings(SPEC_SETTINGS_DEFAULTS, [contrary])).toThrow(/rooms.can_upload_after_closed/);
  });
});

describe('default flows', () => {
  it("are found in the module folders' flow.ts, one for every registered workflow module", () => {
    const seeded = new Set(DEFAULT_FLOWS.map((f) => f.module));
    for (const m of workflowModules) expect(seeded, m.key).toContain(m.caseModule);
  });
});

describe('module demos', () => {
  it('each seed master data or records, the records in an order no two declare (Case ids follow it)', () => {
    for (const demo of moduleDemos) expect(demo.data ?? demo.records).toBeDefined();
    const orders = moduleDemos.flatMap((d) => (d.records ? [d.records.order] : []));
    expect(new Set(orders).size).toBe(orders.length);
  });
});
