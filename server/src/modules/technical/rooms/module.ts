// Termek: the rooms of the institutions (spec 002 §3, §6, §7; MODULES.md §3.42). A plain module
// whose rows belong to an institution: a school sees and edits its own rooms, the centre all.
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import { definePlainModule } from '../../../workflow/define.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { badRequest, type TFieldErrors } from '../../../http/errors.ts';
import { institutionDisplayName } from '../../../core/institution-display.ts';
import { staticItemExists, staticItemNames, staticItemRef } from '../../static-items.ts';
import { ROOM_FILTERS } from './filters.ts';
import { ZRoomInput, type TRoomInput } from './schema.ts';

const ROOM_SELECT = {
  id: true,
  building: true,
  name: true,
  area: true,
  inner_height: true,
  capacity: true,
  floor_type: true,
  floor_condition: true,
  floor: true,
  is_for_disabled: true,
  room_number: true,
  category: true,
  unit_code: true,
  managed_by_school_district: true,
  institution: { select: { id: true, name: true, unit_code: true } },
} as const satisfies Prisma.RoomSelect;

type TRoomRow = Prisma.RoomGetPayload<{ select: typeof ROOM_SELECT }>;
type TNames = Record<'floors' | 'floor_types' | 'room_categories', Map<number, string>>;

const STATIC_LISTS = { floor: 'floors', floor_type: 'floor_types', category: 'room_categories' } as const;

async function loadNames(tx: TTx): Promise<TNames> {
  const [floors, floor_types, room_categories] = await Promise.all(Object.values(STATIC_LISTS).map((list) => staticItemNames(tx, list)));
  return { floors, floor_types, room_categories };
}

/** Static values answer `{id, name}` as the spec writes category (the PUT takes them back as ids). */
function toRoom(r: TRoomRow, names: TNames) {
  return {
    ...r,
    institution: { id: r.institution.id, name: institutionDisplayName(r.institution) },
    area: r.area === null ? null : r.area.toNumber(),
    inner_height: r.inner_height === null ? null : r.inner_height.toNumber(),
    floor: staticItemRef(names.floors, r.floor),
    floor_type: staticItemRef(names.floor_types, r.floor_type),
    category: staticItemRef(names.room_categories, r.category),
  };
}

const where = (extra: Record<string, unknown>, q: string): Prisma.RoomWhereInput => ({
  AND: [extra as Prisma.RoomWhereInput, q ? { search_text: { contains: q } } : {}],
});

async function checkStaticKeys(tx: TTx, data: TRoomInput) {
  const errors: TFieldErrors = {};
  for (const [field, list] of Object.entries(STATIC_LISTS)) {
    const key = data[field as keyof typeof STATIC_LISTS];
    if (key !== null && !(await staticItemExists(tx, list, key))) errors[field] = ['Érvénytelen választás.'];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}

function toData(data: TRoomInput) {
  const { institution, ...rest } = data;
  return { ...rest, institution_id: institution, search_text: normalizeSearch(`${data.name} ${data.building} ${data.room_number} ${data.unit_code}`) };
}

export const rooms = definePlainModule({
  key: 'rooms',
  restBase: 'termek',
  label: 'Termek',
  detailRoute: '/muszak/termek/{id}.html',
  permission: 'rooms.can_use_rooms_module',
  createInput: ZRoomInput,
  updateInput: ZRoomInput,
  institutionFields: ['institution'],
  scopeColumn: 'institution_id',
  filters: ROOM_FILTERS,
  orderBy: {
    id: (d) => ({ id: d }),
    name: (d) => ({ name: d }),
    institution: (d) => ({ institution: { name: d } }),
    building: (d) => ({ building: d }),
    room_number: (d) => ({ room_number: d }),
    area: (d) => ({ area: { sort: d, nulls: 'last' } }),
    capacity: (d) => ({ capacity: { sort: d, nulls: 'last' } }),
  },
  list: async (tx, _ctx, { where: extra, q, skip, take, orderBy }) => {
    const w = where(extra, q);
    const order = [
      ...((orderBy as Prisma.RoomOrderByWithRelationInput[] | null) ?? [{ institution: { name: 'asc' } }, { name: 'asc' }]),
      { id: 'asc' as const },
    ];
    const [rows, total, names] = await Promise.all([
      tx.room.findMany({ where: w, orderBy: order, skip, take, select: ROOM_SELECT }),
      tx.room.count({ where: w }),
      loadNames(tx),
    ]);
    return { data: rows.map((r) => toRoom(r, names)), total };
  },
  mind: async (tx, _ctx, { where: extra, q }) => {
    const rows = await tx.room.findMany({
      where: where(extra, q),
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, institution_id: true },
    });
    return rows.map((r) => ({ id: r.id, name: r.name, institution: r.institution_id }));
  },
  get: async (tx, _ctx, id, scope) => {
    const [row, names] = await Promise.all([
      tx.room.findFirst({ where: { AND: [{ id }, scope as Prisma.RoomWhereInput] }, select: ROOM_SELECT }),
      loadNames(tx),
    ]);
    return row && toRoom(row, names);
  },
  create: async (tx, _ctx, data) => {
    await checkStaticKeys(tx, data);
    return (await tx.room.create({ data: toData(data), select: { id: true } })).id;
  },
  update: async (tx, _ctx, id, data) => {
    await checkStaticKeys(tx, data);
    await tx.room.update({ where: { id }, data: toData(data), select: { id: true } });
  },
  remove: async (tx, _ctx, id) => {
    await tx.room.delete({ where: { id }, select: { id: true } });
  },
  exportRows: async function* (tx, _ctx, extra, q) {
    const names = await loadNames(tx);
    let cursor = 0;
    for (;;) {
      const rows = await tx.room.findMany({
        where: { AND: [where(extra, q), { id: { gt: cursor } }] },
        orderBy: { id: 'asc' },
        take: 2000,
        select: ROOM_SELECT,
      });
      if (!rows.length) return;
      for (const r of rows) {
        const room = toRoom(r, names);
        yield {
          ...room,
          institution: room.institution.name,
          floor: room.floor?.name ?? '',
          floor_type: room.floor_type?.name ?? '',
          category: room.category?.name ?? '',
          is_for_disabled: r.is_for_disabled ? 'Igen' : 'Nem',
        };
      }
      cursor = rows.at(-1)!.id;
    }
  },
  exportName: 'termek',
  exportColumns: [
    { header: 'Azonosító', key: 'id', type: 'number', width: 10 },
    { header: 'Intézmény', key: 'institution', width: 36 },
    { header: 'Épület', key: 'building', width: 20 },
    { header: 'Név', key: 'name', width: 28 },
    { header: 'Teremszám', key: 'room_number', width: 12 },
    { header: 'Kategória', key: 'category', width: 20 },
    { header: 'Emelet', key: 'floor', width: 14 },
    { header: 'Alapterület (m²)', key: 'area', type: 'number', width: 14 },
    { header: 'Befogadóképesség (fő)', key: 'capacity', type: 'number', width: 14 },
    { header: 'Akadálymentes', key: 'is_for_disabled', width: 12 },
  ],
});
