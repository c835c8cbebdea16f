// The list filters of rooms (spec 002 §7): institution, floor, floor_type, min_area, max_area, is_for_disabled.
import { z } from 'zod';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { filter, type TFilter } from '../../../workflow/define.ts';
import { institutionFilter, ZQueryBool, ZQueryIds } from '../../../workflow/filters.ts';
import { staticItemChoices } from '../../static-items.ts';

type TRoomFilter = TFilter<Prisma.RoomWhereInput>;

const ZArea = z.coerce.number('Érvénytelen szám.').min(0, 'Nem lehet kisebb mint 0');

const staticFilter = (column: 'floor' | 'floor_type', list: string, label: string): TRoomFilter =>
  filter({
    schema: ZQueryIds,
    where: (keys) => ({ [column]: { in: keys } }),
    options: async (ctx) => ({ label, type: 'multi_select', choices: await staticItemChoices(ctx.prisma, list) }),
  });

export const ROOM_FILTERS: Record<string, TRoomFilter> = {
  // Rooms carry institution_id like a Case, so the workflow lists' filter (and its scoped choices) fits.
  institution: institutionFilter as TRoomFilter,
  floor: staticFilter('floor', 'floors', 'Emelet'),
  floor_type: staticFilter('floor_type', 'floor_types', 'Padló típusa'),
  min_area: filter({ schema: ZArea, where: (v) => ({ area: { gte: v } }), options: () => ({ label: 'Minimum alapterület (m²)', type: 'number' }) }),
  max_area: filter({ schema: ZArea, where: (v) => ({ area: { lte: v } }), options: () => ({ label: 'Maximum alapterület (m²)', type: 'number' }) }),
  is_for_disabled: filter({ schema: ZQueryBool, where: (v) => ({ is_for_disabled: v }), options: () => ({ label: 'Akadálymentes', type: 'bool' }) }),
};
