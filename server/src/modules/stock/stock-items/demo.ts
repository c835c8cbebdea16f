// Demo stock-taking per school (001–004): four areas, a register of twelve assets recorded by an
// import record of the school's head (the register's first upload, done), counted so far in every
// status: not yet counted, found (one by the quick "Ellenőrizve"), missing, to be scrapped; and
// extra items (found, not on the register) open and resolved.
import type { TPrisma } from '../../../db/client.ts';
import { defineDemo } from '../../../../../prisma/seed/demo/kit.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { stockItemSearchText } from '../item-search.ts';

const SCHOOLS = [
  { unit_code: '001', head: 'vezeto.a@etanker.local' },
  { unit_code: '002', head: 'vezeto.b@etanker.local' },
  { unit_code: '003', head: 'admin@etanker.local' },
  { unit_code: '004', head: 'admin@etanker.local' },
];

const AREAS = [
  { code: 'A01', name: 'Igazgatói iroda' },
  { code: 'A02', name: 'Informatika terem' },
  { code: 'B01', name: 'Tornaterem' },
  { code: 'B02', name: 'Raktár' },
];

const ASSETS = [
  { name: 'Asztali számítógép', class: ['13', 'Gépek, berendezések'], type: ['IT', 'Informatikai eszköz'], base: 289_900, area: 1 },
  { name: 'Projektor', class: ['13', 'Gépek, berendezések'], type: ['IT', 'Informatikai eszköz'], base: 219_000, area: 1 },
  { name: 'Lézernyomtató', class: ['13', 'Gépek, berendezések'], type: ['IT', 'Informatikai eszköz'], base: 94_500, area: 0 },
  { name: 'Íróasztal', class: ['14', 'Egyéb berendezések'], type: ['BT', 'Bútor'], base: 64_000, area: 0 },
  { name: 'Irodai szék', class: ['14', 'Egyéb berendezések'], type: ['BT', 'Bútor'], base: 38_900, area: 0 },
  { name: 'Bordásfal', class: ['14', 'Egyéb berendezések'], type: ['SP', 'Sportszer'], base: 120_000, area: 2 },
  { name: 'Tornaszőnyeg', class: ['14', 'Egyéb berendezések'], type: ['SP', 'Sportszer'], base: 45_000, area: 2 },
  { name: 'Laptop', class: ['13', 'Gépek, berendezések'], type: ['IT', 'Informatikai eszköz'], base: 349_000, area: 1 },
  { name: 'Polcrendszer', class: ['14', 'Egyéb berendezések'], type: ['BT', 'Bútor'], base: 72_500, area: 3 },
  { name: 'Takarítógép', class: ['13', 'Gépek, berendezések'], type: ['GP', 'Gép'], base: 410_000, area: 3 },
  { name: 'Interaktív tábla', class: ['13', 'Gépek, berendezések'], type: ['IT', 'Informatikai eszköz'], base: 899_000, area: 1 },
  { name: 'Hűtőszekrény', class: ['13', 'Gépek, berendezések'], type: ['GP', 'Gép'], base: 129_990, area: 3 },
];

/** Status by the asset's place in the register: pending first, then found, missing, to_scrap. */
const STATUS_OF = ['pending', 'pending', 'pending', 'pending', 'found', 'found', 'found', 'found', 'missing', 'missing', 'to_scrap', 'found'] as const;

async function seedSchool(prisma: TPrisma, institutionId: number, unitCode: string, headEmail: string): Promise<void> {
  const head = await prisma.user.findUniqueOrThrow({ where: { email: headEmail }, select: { id: true } });
  const areas = [];
  for (const area of AREAS)
    areas.push(
      await prisma.stockArea.upsert({
        where: { institution_id_name: { institution_id: institutionId, name: area.name } },
        create: { ...area, institution_id: institutionId },
        update: { code: area.code },
        select: { id: true },
      }),
    );
  const file = `leltar_${unitCode}.xlsx`;
  const existing = await prisma.stockImport.findFirst({ where: { institution_id: institutionId, file }, select: { id: true } });
  const imported =
    existing ??
    (await prisma.stockImport.create({
      data: {
        institution_id: institutionId,
        creator_id: head.id,
        file,
        file_key: '',
        state: 'done',
        total_rows: ASSETS.length,
        done_rows: ASSETS.length,
        created_count: ASSETS.length,
        finished_at: new Date(),
      },
      select: { id: true },
    }));
  for (const [index, asset] of ASSETS.entries()) {
    const status = STATUS_OF[index];
    const data = {
      institution_id: institutionId,
      import_id: imported.id,
      area_id: areas[asset.area].id,
      name: asset.name,
      stock_number: `${unitCode}-${String(1001 + index)}`,
      item_sub_id: '',
      item_id: `E${unitCode}${String(index + 1).padStart(4, '0')}`,
      item_class_code: asset.class[0],
      item_class_name: asset.class[1],
      item_type_code: asset.type[0],
      item_type_name: asset.type[1],
      technical_group_code: asset.class[0] + '1',
      technical_group_name: asset.type[1],
      statistic_category_code: asset.type[0] === 'IT' ? '26.20' : '31.01',
      statistic_category_name: asset.type[0] === 'IT' ? 'Számítógépek' : 'Irodabútorok',
      property_qualification_code: 'F',
      property_qualification_name: 'Forgalomképes',
      manufacturing_number: `SN${unitCode}${String(77_000 + index * 13)}`,
      activity_date: new Date(Date.UTC(2018 + (index % 6), index % 12, 1)),
      cost_area: `K-${unitCode}`,
      base: asset.base,
      stock_group_code: asset.type[0],
      stock_method: 'Tételes',
      status,
      // The last found one was the quick "Ellenőrizve" (an empty option).
      decision_option: status === 'pending' || index === ASSETS.length - 1 ? '' : status,
      answers: status === 'missing' ? { note: 'A helyén nem volt, keresése folyamatban.' } : {},
      decided_by_id: status === 'pending' ? null : head.id,
      decided_at: status === 'pending' ? null : new Date(),
    };
    const search_text = stockItemSearchText({ ...data, name_2: '' });
    await prisma.stockItem.upsert({
      where: { institution_id_stock_number_item_sub_id: { institution_id: institutionId, stock_number: data.stock_number, item_sub_id: '' } },
      create: { ...data, search_text },
      update: {},
      select: { id: true },
    });
  }
}

/** Extra items: an open one linked to a counted item, an open one without a link, a resolved one. */
async function seedExtras(prisma: TPrisma, institutionId: number, unitCode: string, headId: number): Promise<void> {
  if (await prisma.extraStockItem.count({ where: { institution_id: institutionId } })) return;
  const linked = await prisma.stockItem.findFirstOrThrow({
    where: { institution_id: institutionId, status: 'missing' },
    select: { id: true, stock_number: true, area_id: true },
  });
  const area = await prisma.stockArea.findFirstOrThrow({ where: { institution_id: institutionId, code: 'B02' }, select: { id: true } });
  const rows = [
    { stock_item_id: linked.id, stock_number: linked.stock_number, area_id: area.id, note: 'A hiányzó eszköz a raktárban került elő.', state: 'open' },
    { stock_item_id: null, stock_number: '', area_id: area.id, note: `Nyilvántartásban nem szereplő irodai szék (${unitCode}).`, state: 'open' },
    {
      stock_item_id: null,
      stock_number: '',
      area_id: null,
      note: 'Ajándékba kapott társasjátékok, felvételre javasolva.',
      state: 'resolved',
      resolver_id: headId,
      resolved_at: new Date(),
    },
  ];
  for (const row of rows)
    await prisma.extraStockItem.create({
      data: { ...row, institution_id: institutionId, creator_id: headId, search_text: normalizeSearch(row.note) },
      select: { id: true },
    });
}

export async function seedDemoStock(prisma: TPrisma, institutionIds: Map<string, number>): Promise<void> {
  for (const school of SCHOOLS) {
    const institutionId = institutionIds.get(school.unit_code)!;
    await seedSchool(prisma, institutionId, school.unit_code, school.head);
    const head = await prisma.user.findUniqueOrThrow({ where: { email: school.head }, select: { id: true } });
    await seedExtras(prisma, institutionId, school.unit_code, head.id);
  }
}

export const stockItemsDemo = defineDemo({ data: seedDemoStock });
