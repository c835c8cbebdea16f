// officeUsers: the operations of /api/irodai-felhasznalok (001 §7; MODULES.md §3.66), read only:
// the list with its filters, the export and one user; szurok/ gives the filters' choices.
import type { TAuthedContext } from '../../../access/context.ts';
import type { TSheetAnswer } from '../../../workflow/define.ts';
import { operation } from '../../../api/operations.ts';
import { filtersOperation, getOperation } from '../../kit-operations.ts';
import { exportFilename, sendXlsx } from '../../rest-common.ts';
import { institutionChoices } from '../../../workflow/filters.ts';
import { MODULES } from '@etanker/shared/modules.ts';
import { getOfficeUser, listOfficeUsers, officeUserRows, ZOfficeUser, ZOfficeUserFilters, ZOfficeUserList, ZOfficeUserQuery } from './users.ts';

const { label, exportName } = MODULES.officeUsers;

async function officeUserFilters(ctx: TAuthedContext) {
  const [groups, permissions] = await Promise.all([
    ctx.prisma.group.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    ctx.prisma.permission.findMany({ select: { codename: true, name: true }, orderBy: { name: 'asc' } }),
  ]);
  return {
    institution: { label: 'Intézmény', type: 'select' as const, choices: await institutionChoices(ctx) },
    group: { label: 'Csoport', type: 'select' as const, choices: groups.map((g) => ({ value: g.id, label: g.name })) },
    permission: { label: 'Jogosultság', type: 'select' as const, choices: permissions.map((p) => ({ value: p.codename, label: p.name })) },
  };
}

export const officeUserOperations = {
  list: operation({
    call: 'query',
    access: 'read',
    input: ZOfficeUserQuery,
    output: ZOfficeUserList,
    run: listOfficeUsers,
    rest: [{ method: 'GET', path: '/', summary: `${label}: lista (q, page, limit, institution, group, permission)` }],
  }),
  filters: filtersOperation(label, officeUserFilters),
  export: operation({
    access: 'read',
    input: ZOfficeUserFilters,
    output: null,
    run: async (ctx, input): Promise<TSheetAnswer> => ({
      filename: exportFilename(exportName),
      sheetName: label,
      columns: [
        { header: 'Azonosító', key: 'id', width: 10, type: 'number' },
        { header: 'Név', key: 'name', width: 28 },
        { header: 'E-mail', key: 'email', width: 32 },
        { header: 'Intézmény', key: 'institution', width: 40 },
        { header: 'Csoportok', key: 'groups', width: 32 },
        { header: 'Jogosultságok', key: 'permissions', width: 60 },
      ],
      rows: officeUserRows(ctx, input),
    }),
    rest: [
      { method: 'GET', path: '/export/', summary: `${label}: export (a lista szűrőivel)`, binary: 'xlsx', reply: (sheet, call) => sendXlsx(call.reply, sheet) },
    ],
  }),
  get: getOperation(label, ZOfficeUser, getOfficeUser),
};
