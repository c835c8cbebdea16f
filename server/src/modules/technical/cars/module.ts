// Gépjárművek: the fleet of the institutions with their refuels and validity dates (spec 001 §3,
// §6, §7; MODULES.md §3.69). A plain module kept by the car keepers (cars.can_edit_cars: the
// centre's technical referents); a school reads its own cars and those every school may book.
import type { TTx } from '../../../db/client.ts';
import { definePlainModule } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { inScope } from '../../../workflow/relations.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { CAR_MANIFEST } from './manifest.ts';
import { moduleNames } from '@etanker/shared/modules.ts';

type TCarInput = Parameters<typeof CAR_MANIFEST.toData>[0];

const fromManifest = plainFromManifest(CAR_MANIFEST, {
  table: (tx) => tx.car,
  defaultOrder: [{ name: 'asc' }],
  searchText: (c) => normalizeSearch(`${c.name} ${c.plate_number} ${c.type}`),
});

const writeRefuels = (tx: TTx, id: number, input: TCarInput, create: boolean) =>
  writeLines(tx.carRefuel, { field: 'refuels', parentColumn: 'car_id', parentId: id, lines: input.refuels, create });

export const cars = definePlainModule({
  ...moduleNames('cars'),
  permission: 'cars.can_use_car_module',
  relations: {
    car: {
      model: 'car',
      select: { id: true, name: true, plate_number: true, type: true, person_count: true, power: true, fuel_type: true },
      name: (c: { name: string; plate_number: string }) => `${c.name} (${c.plate_number})`,
      more: (c: { plate_number: string; type: string; person_count: number | null; power: number | null; fuel_type: number | null }) => ({
        plate_number: c.plate_number,
        type: c.type,
        person_count: c.person_count,
        power: c.power,
        fuel_type: c.fuel_type,
      }),
      readable: inScope('institution_id', { shared: 'all_can_see' }),
      // The fleet is small: a list filter offers every car the user may book (car bookings').
      offered: true,
    },
  },
  editPermission: 'cars.can_edit_cars',
  permissions: [{ codename: 'cars.can_edit_cars', name: 'Gépjárművek rögzítése és módosítása', groups: ['Műszaki referensek'] }],
  institutionFields: ['institution'],
  scopeColumn: 'institution_id',
  sharedColumn: 'all_can_see',
  ...fromManifest,
  create: async (tx, ctx, input) => {
    const id = await fromManifest.create(tx, ctx, input);
    await writeRefuels(tx, id, input, true);
    return id;
  },
  update: async (tx, ctx, id, input) => {
    await fromManifest.update(tx, ctx, id, input);
    await writeRefuels(tx, id, input, false);
  },
  mind: async (tx, _ctx, { where, q }) => {
    const rows = await tx.car.findMany({
      where: { AND: [where, q ? { search_text: { contains: q } } : {}] },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, plate_number: true, institution_id: true, person_count: true, fuel_type: true, all_can_see: true },
    });
    return rows.map((c) => ({
      id: c.id,
      name: `${c.name} (${c.plate_number})`,
      plate_number: c.plate_number,
      institution: c.institution_id,
      person_count: c.person_count,
      fuel_type: c.fuel_type,
      all_can_see: c.all_can_see,
    }));
  },
  // Refuels go with the car; a car with bookings stays (409).
  remove: async (tx, _ctx, id) => {
    await tx.car.delete({ where: { id }, select: { id: true } });
  },
});
