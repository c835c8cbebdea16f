// Pályázatok: the tenders commitments are charged to (spec 001 §3, §7; MODULES.md §3.13). A plain
// module kept by the centre's finance (tenders.can_edit_tenders); a school reads the tenders that
// list one of its institutions and the school district's own ones. lezar/ closes a tender: no
// more changes, and commitments refuse it from then on.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import { action, definePlainModule, filter } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { institutionChoices, ZQueryIds } from '../../../workflow/filters.ts';
import { inScope, readableWhere } from '../../../workflow/relations.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { badRequest } from '../../../http/errors.ts';
import { institutionScopeWhere } from '../../../access/scope.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { TENDER_MANIFEST as MANIFEST } from './manifest.ts';
import { amountStat } from './amount-stat.ts';
import { chargedCommitments } from '../../../core/charged-commitments.ts';
import { tenderLabel } from './label.ts';
import { moduleNames } from '@etanker/shared/modules.ts';

type TInput = Parameters<typeof MANIFEST.toData>[0];

async function checkTender(tx: TTx, data: TInput, id: number | undefined) {
  if (id !== undefined) {
    const stored = await tx.tender.findUniqueOrThrow({ where: { id }, select: { closed: true } });
    if (stored.closed) throw badRequest({ non_field_errors: ['Lezárt pályázat nem módosítható.'] });
  }
  if (!data.school_district && data.institutions.length === 0)
    throw badRequest({ institutions: ['Legalább egy intézményt meg kell adni, ha a pályázat nem tankerületi.'] });
  const found = await tx.institution.count({ where: { id: { in: data.institutions } } });
  if (found !== new Set(data.institutions).size) throw badRequest({ institutions: ['Nincs ilyen intézmény.'] });
}

const base = plainFromManifest(MANIFEST, {
  table: (tx) => tx.tender,
  defaultOrder: [{ closed: 'asc' }, { name: 'asc' }],
  searchText: (t) => normalizeSearch(`${t.name} ${t.code}`),
  beforeWrite: checkTender,
});

export const tenders = definePlainModule({
  ...moduleNames('tenders'),
  permission: 'tenders.can_use_tenders_module',
  relations: {
    tender: {
      model: 'tender',
      select: { id: true, name: true, code: true },
      name: tenderLabel,
      offered: true,
      readable: inScope('institutions', { many: true, shared: 'school_district' }),
    },
  },
  staticData: [
    {
      key: 'tenders',
      // Shown as 'name - code' with its closed flag (spec 001 §3).
      rows: async (prisma, user) =>
        (
          await prisma.tender.findMany({
            where: readableWhere('tender', user),
            select: { id: true, name: true, code: true, closed: true },
            orderBy: { name: 'asc' },
          })
        ).map((t) => ({ ...t, display_name: tenderLabel(t) })),
    },
  ],
  editPermission: 'tenders.can_edit_tenders',
  permissions: [
    {
      codename: 'tenders.can_use_tenders_module',
      name: 'Pályázatok modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'Pénzügyi referensek', 'Központi pénzügy'],
    },
    { codename: 'tenders.can_edit_tenders', name: 'Pályázatok rögzítése, módosítása és lezárása', groups: ['Pénzügyi referensek', 'Központi pénzügy'] },
  ],
  scopeColumn: 'institutions',
  scopeColumnMany: true,
  sharedColumn: 'school_district',
  // Attachments (uj-melleklet/, melleklet-torlese/) on the tender's file case; the file Case is
  // counted in the first institution the tender serves.
  files: { caseModule: 'tenders', relation: 'tender', attachments: true, institution: (t) => t.institutions[0]?.id ?? null },
  ...base,
  filters: {
    ...base.filters,
    institution: filter({
      schema: ZQueryIds,
      where: (ids) => ({ institutions: { hasSome: ids } }),
      options: async (ctx) => ({ label: 'Intézmény', type: 'multi_select', choices: await institutionChoices(ctx) }),
    }),
  },
  get: async (tx, ctx, id, scope) => {
    const row = await base.get(tx, ctx, id, scope);
    if (!row) return null;
    const [commitments, amount_stat] = await Promise.all([chargedCommitments(tx, ctx.user, { tender_id: id }), amountStat(tx, id)]);
    return Object.assign(row, { display_name: tenderLabel(row), commitments, amount_stat });
  },
  locked: (item) => item.closed === true,
  actions: {
    /** lezar/: the tender is closed for good; commitments no longer pick it. */
    close: action({
      on: 'item',
      method: 'POST',
      path: 'lezar/',
      summary: 'Pályázat lezárása',
      can: (_tx, _ctx, item) => (item.closed ? { message: 'A pályázat már le van zárva.' } : null),
      run: async (tx, _ctx, { id }) => {
        await tx.tender.update({ where: { id }, data: { closed: true }, select: { id: true } });
      },
    }),
    /** amount_stat/: used, pending and remaining money (see amount-stat.ts). */
    amountStat: action({
      on: 'item',
      method: 'GET',
      path: 'amount_stat/',
      summary: 'Pályázat pénzügyi állása (felhasznált, folyamatban lévő, fennmaradó összeg)',
      output: z.object({ used_money: z.number(), pending: z.number(), remaining: z.number() }),
      run: (tx, _ctx, { id }) => amountStat(tx, id),
    }),
    /** mind/: the open tenders a picker offers ('name - code'), in the caller's scope; tender_id keeps a saved record's own (even closed) tender. */
    open: action({
      on: 'module',
      method: 'GET',
      path: 'mind/',
      summary: 'Pályázatok: választólista (nyitott pályázatok, intézmény szerint)',
      input: z.object({ institution: ZQueryIds.optional(), tender_id: ZRowIdText.optional() }),
      output: z.array(z.object({ id: z.number().int(), name: z.string(), closed: z.boolean() })),
      run: async (tx, ctx, { input }) => {
        const scope = institutionScopeWhere(ctx.user, 'institutions', true);
        const rows = await tx.tender.findMany({
          where: {
            AND: [
              Object.keys(scope).length ? { OR: [scope, { school_district: true }] } : {},
              input.institution ? { OR: [{ institutions: { hasSome: input.institution } }, { school_district: true }] } : {},
              { OR: [{ closed: false }, ...(input.tender_id ? [{ id: input.tender_id }] : [])] },
            ],
          },
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          select: { id: true, name: true, code: true, closed: true },
        });
        return rows.map((t) => ({ id: t.id, name: tenderLabel(t), closed: t.closed }));
      },
    }),
  },
});
