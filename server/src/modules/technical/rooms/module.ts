// Termek: the rooms of the institutions (spec 002 §3, §6, §7; MODULES.md §3.42). A plain module
// whose rows belong to an institution: a school sees and edits its own rooms, the centre all.
import { definePlainModule } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { inScope } from '../../../workflow/relations.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { ROOM_MANIFEST } from './manifest.ts';
import { moduleNames } from '@etanker/shared/modules.ts';

export const rooms = definePlainModule({
  ...moduleNames('rooms'),
  permission: 'rooms.can_use_rooms_module',
  relations: {
    // offered: a school's rooms are few, so a list filter offers them all (room reservations').
    room: { model: 'room', select: { id: true, name: true }, name: (r: { name: string }) => r.name, offered: true, readable: inScope('institution_id') },
  },
  institutionFields: ['institution'],
  scopeColumn: 'institution_id',
  ...plainFromManifest(ROOM_MANIFEST, {
    table: (tx) => tx.room,
    defaultOrder: [{ institution: { name: 'asc' } }, { name: 'asc' }],
    searchText: (d) => normalizeSearch(`${d.name} ${d.building} ${d.room_number} ${d.unit_code}`),
  }),
  mind: async (tx, _ctx, { where, q }) => {
    const rows = await tx.room.findMany({
      where: { AND: [where, q ? { search_text: { contains: q } } : {}] },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, institution_id: true },
    });
    return rows.map((r) => ({ id: r.id, name: r.name, institution: r.institution_id }));
  },
  remove: async (tx, _ctx, id) => {
    await tx.room.delete({ where: { id }, select: { id: true } });
  },
});
