// The demo catalogue of the internal store: school supplies in five categories with real-ish
// gross prices, 27 % VAT (books 5 %), minimum quantities and packaging units, one variant whose
// window has passed (a discontinued toner) and one not yet open (next school year's planner).
import type { TPrisma } from '../../../db/client.ts';
import { normalizeSearch, parseDate } from '@etanker/shared/format.ts';
import { defineDemo } from '../../../../../prisma/seed/demo/kit.ts';

type TDemoVariant = {
  name: string;
  price: number;
  vat?: number;
  min?: number;
  pack?: number;
  from?: string;
  till?: string;
  provider?: string;
  stock?: number;
};
type TDemoProduct = { name: string; description: string; variants: TDemoVariant[] };

const VAT_5 = 3;

export const DEMO_CATALOGUE: Record<string, TDemoProduct[]> = {
  Papíráru: [
    {
      name: 'Másolópapír A4, 80 g/m²',
      description: 'Fehér irodai másolópapír lézer- és tintasugaras nyomtatóhoz.',
      variants: [
        { name: '1 csomag (500 lap)', price: 2490, provider: 'Papír-Ker Kft.', stock: 340 },
        { name: '1 doboz (5 csomag)', price: 11990, provider: 'Papír-Ker Kft.', stock: 60 },
      ],
    },
    { name: 'Másolópapír A3, 80 g/m²', description: 'Fehér, 500 lap csomagonként.', variants: [{ name: '1 csomag (500 lap)', price: 5290, stock: 45 }] },
    { name: 'Spirálfüzet A4, kockás', description: '80 lapos, perforált.', variants: [{ name: '1 db', price: 690, min: 5, pack: 5, stock: 400 }] },
  ],
  Írószer: [
    {
      name: 'Golyóstoll, kék',
      description: 'Nyomógombos golyóstoll, 0,7 mm.',
      variants: [
        { name: '1 db', price: 190, min: 10, pack: 10, stock: 1500 },
        { name: '50 db-os doboz', price: 8490, stock: 30 },
      ],
    },
    { name: 'Grafitceruza HB', description: 'Radíros végű, hegyezett.', variants: [{ name: '12 db-os csomag', price: 990, stock: 120 }] },
    {
      name: 'Táblafilc készlet',
      description: 'Fehértáblához, 4 szín (fekete, kék, piros, zöld).',
      variants: [{ name: '4 db-os készlet', price: 2190, stock: 85 }],
    },
    {
      name: 'Tanári határidőnapló 2027/2028',
      description: 'A következő tanév naplója, augusztustól rendelhető.',
      variants: [{ name: 'B5, keményfedeles', price: 3490, from: '2027-08-01', stock: 0 }],
    },
  ],
  Tisztítószer: [
    {
      name: 'Folyékony szappan',
      description: 'Antibakteriális, utántöltő.',
      variants: [{ name: '5 l-es kanna', price: 3490, provider: 'Higiénia Zrt.', stock: 70 }],
    },
    { name: 'Kézfertőtlenítő gél', description: 'Alkoholos, pumpás.', variants: [{ name: '1 l', price: 2990, provider: 'Higiénia Zrt.', stock: 90 }] },
    {
      name: 'Papírtörlő tekercs',
      description: 'Kétrétegű, adagolóba is.',
      variants: [{ name: '6 tekercses csomag', price: 3190, min: 2, pack: 2, provider: 'Higiénia Zrt.', stock: 200 }],
    },
  ],
  Nyomtatópatron: [
    {
      name: 'HP 305 tintapatron',
      description: 'HP DeskJet és Envy nyomtatókhoz.',
      variants: [
        { name: 'fekete', price: 6990, stock: 25 },
        { name: 'háromszínű', price: 8490, stock: 18 },
      ],
    },
    { name: 'Canon PG-545 tintapatron', description: 'Canon Pixma nyomtatókhoz, fekete.', variants: [{ name: 'fekete', price: 7490, stock: 12 }] },
    {
      name: 'HP 85A toner',
      description: 'HP LaserJet P1102-höz. Kifutott: a készlet elfogyott.',
      variants: [{ name: 'fekete', price: 18990, till: '2026-06-30', stock: 0 }],
    },
  ],
  Szakkönyv: [
    {
      name: 'Munkavédelmi kézikönyv',
      description: 'Tanműhelyi munkavédelmi ismeretek, 2026-os kiadás.',
      variants: [{ name: 'puhafedeles', price: 3990, vat: VAT_5, stock: 50 }],
    },
    {
      name: 'Műszaki szakszótár (magyar–angol)',
      description: 'Szakképzési évfolyamoknak.',
      variants: [{ name: 'puhafedeles', price: 4590, vat: VAT_5, stock: 35 }],
    },
  ],
};

const variantData = (v: TDemoVariant) => ({
  name: v.name,
  price: v.price,
  vat: v.vat ?? 1,
  minimum_order_quantity: v.min ?? 1,
  packaging_unit: v.pack ?? 1,
  available_from: v.from ? parseDate(v.from) : null,
  available_till: v.till ? parseDate(v.till) : null,
  provider: v.provider ?? 'Központi raktár',
  inventories: [{ location: 'Központi raktár', quantity: v.stock ?? 0 }],
});

export async function seedDemoCatalogue(prisma: TPrisma): Promise<void> {
  for (const [categoryName, products] of Object.entries(DEMO_CATALOGUE)) {
    const category =
      (await prisma.storeCategory.findFirst({ where: { name: categoryName }, select: { id: true } })) ??
      (await prisma.storeCategory.create({ data: { name: categoryName, search_text: normalizeSearch(categoryName) }, select: { id: true } }));
    for (const p of products) {
      if (await prisma.storeProduct.findFirst({ where: { name: p.name, category_id: category.id }, select: { id: true } })) continue;
      await prisma.storeProduct.create({
        data: {
          category_id: category.id,
          name: p.name,
          description: p.description,
          search_text: normalizeSearch(`${p.name} ${p.description}`),
          variants: { create: p.variants.map(variantData) },
        },
        select: { id: true },
      });
    }
  }
}

export const storeProductsDemo = defineDemo({ data: seedDemoCatalogue });
