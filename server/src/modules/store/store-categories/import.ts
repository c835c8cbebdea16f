// import/ of a category's sheet (sheet.ts): the file is bounded (size, zip entries and unpacked
// size before exceljs opens it, rows after), every row is checked before anything is written, and
// the writes run in one transaction under the category's row lock. A row is changed only when a
// value differs from the stored one, so an export edited in a few rows changes exactly those.
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import { inspectUpload } from '../../../files/upload.ts';
import { zipProblem } from '../../../files/zip-guard.ts';
import { readXlsx } from '../../../export/xlsx.ts';
import { badRequest } from '../../../http/errors.ts';
import { vatRates } from '../../../workflow/vat.ts';
import { formatDate, normalizeSearch, parseDate } from '@etanker/shared/format.ts';
import { SHEET_COLUMNS, type TSheetKey } from './sheet.ts';

export const IMPORT_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 2000, maxZipEntries: 100, maxUnzippedBytes: 20 * 1024 * 1024, maxErrors: 50 };
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DEFAULT_PROVIDER = 'Központi raktár';

export const IMPORT_MESSAGES = {
  noFile: 'Válasszon ki egy .xlsx táblázatot.',
  notXlsx: 'Csak .xlsx táblázat tölthető fel.',
  zipTooLarge: 'A táblázat kicsomagolva túl nagy vagy túl sok részből áll.',
  broken: 'A táblázat nem olvasható.',
  layout: `Hibás oszlopok: az első sor legyen ${SHEET_COLUMNS.map((c) => c.header).join(' | ')}.`,
  tooManyRows: `Legfeljebb ${IMPORT_LIMITS.maxRows} sor tölthető fel.`,
} as const;

/** A checked row of the sheet. */
interface TImportRow {
  line: number;
  product_id: number | null;
  product: string;
  description: string;
  variant_id: number | null;
  variant: string;
  price: number;
  vat: number;
  available_from: string;
  available_till: string;
  minimum_order_quantity: number;
  packaging_unit: number;
  provider: string;
}

export interface TImportAnswer {
  added: number;
  changed: number;
  unchanged: number;
}

const refuse = (messages: string[]): never => {
  throw badRequest({ file: messages.slice(0, IMPORT_LIMITS.maxErrors) });
};

/** The text of a cell as a spreadsheet program leaves it: a value, a formula's result, rich text, a hyperlink. */
function cellValue(value: unknown): unknown {
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const cell = value as { result?: unknown; richText?: { text: string }[]; text?: unknown };
    if ('result' in cell) return cellValue(cell.result);
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if ('text' in cell) return cellValue(cell.text);
    return '';
  }
  return value;
}

const cellText = (value: unknown) => {
  const v = cellValue(value);
  if (v === null || v === undefined) return '';
  return v instanceof Date ? v.toISOString().slice(0, 10) : String(v).trim();
};

/** A number cell, or one typed as text with spaces and a decimal comma ('1 234,5'). */
function cellNumber(value: unknown): number | null {
  const v = cellValue(value);
  if (typeof v === 'number') return v;
  const text = cellText(v).replace(/\s+/g, '').replace(',', '.');
  return text === '' || !/^-?\d+(\.\d+)?$/.test(text) ? null : Number(text);
}

/** The file's rows, checked: an error names the row and the column (header) in Hungarian. */
export async function readCategorySheet(tx: TTx, file: { filename: string; data: Buffer } | undefined): Promise<TImportRow[]> {
  if (!file) return refuse([IMPORT_MESSAGES.noFile]);
  const inspected = await inspectUpload({ data: file.data, filename: file.filename, maxBytes: IMPORT_LIMITS.maxBytes });
  if (!inspected.ok) return refuse([inspected.message]);
  if (inspected.mime !== XLSX_MIME) return refuse([IMPORT_MESSAGES.notXlsx]);
  const problem = zipProblem(file.data, { maxEntries: IMPORT_LIMITS.maxZipEntries, maxTotalBytes: IMPORT_LIMITS.maxUnzippedBytes });
  if (problem) return refuse([problem === 'broken' ? IMPORT_MESSAGES.broken : IMPORT_MESSAGES.zipTooLarge]);
  let sheets: Awaited<ReturnType<typeof readXlsx>>;
  try {
    sheets = await readXlsx(file.data);
  } catch {
    return refuse([IMPORT_MESSAGES.broken]);
  }
  const [header = [], ...body] = sheets[0]?.rows ?? [];
  if (SHEET_COLUMNS.some((c, i) => cellText(header[i]).toLowerCase() !== c.header.toLowerCase())) return refuse([IMPORT_MESSAGES.layout]);
  if (body.length > IMPORT_LIMITS.maxRows) return refuse([IMPORT_MESSAGES.tooManyRows]);
  const vats = await vatKeys(tx);
  const errors: string[] = [];
  const rows: TImportRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((c) => cellText(c) === '')) return;
    const row = checkRow(index + 2, cells, vats, errors);
    if (row) rows.push(row);
  });
  if (errors.length) refuse(errors);
  return rows;
}

/** The VAT keys by what a sheet may say: their names ('27%'), '27 %', 27 or 0.27. */
async function vatKeys(tx: TTx): Promise<Map<string, number>> {
  const [names, rates] = await Promise.all([tx.staticItem.findMany({ where: { list: 'vat' }, select: { key: true, name: true } }), vatRates(tx)]);
  const keys = new Map<string, number>();
  for (const [key, rate] of rates) for (const text of [String(rate), `${rate}%`, String(rate / 100)]) keys.set(text, key);
  for (const { key, name } of names) keys.set(name.replace(/\s+/g, ''), key);
  return keys;
}

function checkRow(line: number, cells: unknown[], vats: Map<string, number>, errors: string[]): TImportRow | null {
  const before = errors.length;
  const at = (key: TSheetKey, message: string) => errors.push(`${line}. sor, ${SHEET_COLUMNS.find((c) => c.key === key)!.header}: ${message}`);
  const cell = (key: TSheetKey) => cells[SHEET_COLUMNS.findIndex((c) => c.key === key)];
  const text = (key: TSheetKey, max: number, required = false) => {
    const value = cellText(cell(key));
    if (required && !value) at(key, 'Ez a mező nem lehet üres');
    if (value.length > max) at(key, `Legfeljebb ${max} karakter lehet.`);
    return value;
  };
  const whole = (key: TSheetKey, o: { min: number; max: number; empty: number | null }) => {
    if (cellText(cell(key)) === '') return o.empty;
    const n = cellNumber(cell(key));
    if (n === null || !Number.isInteger(n) || n < o.min || n > o.max) {
      at(key, `Egész számot adjon meg (${o.min}–${o.max}).`);
      return null;
    }
    return n;
  };
  const day = (key: TSheetKey) => {
    const value = cellText(cell(key));
    if (value && !parseDate(value)) at(key, 'Érvénytelen dátum (ÉÉÉÉ-HH-NN).');
    return value;
  };
  const vatText = cellText(cell('vat')).replace(/\s+/g, '') || '27%';
  const vat = vats.get(vatText);
  if (vat === undefined) at('vat', 'Ismeretlen ÁFA-kulcs.');
  const row = {
    line,
    product_id: whole('product_id', { min: 1, max: 2_147_483_647, empty: null }),
    product: text('product', 200, true),
    description: text('description', 4000),
    variant_id: whole('variant_id', { min: 1, max: 2_147_483_647, empty: null }),
    variant: text('variant', 200, true),
    price: whole('price', { min: 0, max: 99_999_999, empty: null }),
    vat: vat ?? 0,
    available_from: day('available_from'),
    available_till: day('available_till'),
    minimum_order_quantity: whole('minimum_order_quantity', { min: 1, max: 1_000_000, empty: 1 }),
    packaging_unit: whole('packaging_unit', { min: 1, max: 1_000_000, empty: 1 }),
    provider: text('provider', 200) || DEFAULT_PROVIDER,
  };
  if (row.price === null && errors.length === before) at('price', 'Ez a mező nem lehet üres');
  if (row.available_from && row.available_till && row.available_till < row.available_from)
    at('available_till', 'Az elérhetőség vége nem lehet korábbi a kezdeténél.');
  return errors.length === before ? (row as TImportRow) : null;
}

const VARIANT_COMPARED = {
  id: true,
  product_id: true,
  name: true,
  price: true,
  vat: true,
  available_from: true,
  available_till: true,
  minimum_order_quantity: true,
  packaging_unit: true,
  provider: true,
} as const;

const variantColumns = (r: TImportRow) => ({
  name: r.variant,
  price: r.price,
  vat: r.vat,
  available_from: r.available_from ? parseDate(r.available_from) : null,
  available_till: r.available_till ? parseDate(r.available_till) : null,
  minimum_order_quantity: r.minimum_order_quantity,
  packaging_unit: r.packaging_unit,
  provider: r.provider,
});

/** Applies the checked rows to the category (locked by the caller): how many variants it added, changed and left as they were. */
export async function applyCategorySheet(tx: TTx, categoryId: number, rows: TImportRow[]): Promise<TImportAnswer> {
  const [products, variants] = await Promise.all([
    tx.storeProduct.findMany({ where: { category_id: categoryId }, select: { id: true, name: true, description: true } }),
    tx.storeVariant.findMany({ where: { product: { category_id: categoryId } }, select: VARIANT_COMPARED }),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const variantById = new Map(variants.map((v) => [v.id, v]));
  checkReferences(rows, productById, variantById);
  const answer: TImportAnswer = { added: 0, changed: 0, unchanged: 0 };
  const productChanged = new Set<number>();
  const createdByName = new Map<string, number>();
  for (const row of rows) {
    const productId = await productOf(tx, categoryId, row, productById, variantById, createdByName, productChanged);
    const stored = row.variant_id === null ? undefined : variantById.get(row.variant_id);
    if (!stored) {
      await tx.storeVariant.create({ data: { ...variantColumns(row), product_id: productId }, select: { id: true } });
      answer.added += 1;
    } else if (variantDiffers(stored, row) || productChanged.has(productId)) {
      await tx.storeVariant.update({ where: { id: stored.id }, data: variantColumns(row), select: { id: true } });
      answer.changed += 1;
    } else answer.unchanged += 1;
  }
  return answer;
}

/** Ids name this category's rows, once each; the rows of one product agree on its name and description. */
function checkReferences(
  rows: TImportRow[],
  productById: Map<number, { id: number; name: string; description: string }>,
  variantById: Map<number, { id: number; product_id: number }>,
) {
  const errors: string[] = [];
  const seen = new Set<number>();
  const productText = new Map<string, { line: number; text: string }>();
  for (const row of rows) {
    const variant = row.variant_id === null ? undefined : variantById.get(row.variant_id);
    if (row.variant_id !== null && !variant) errors.push(`${row.line}. sor: a(z) ${row.variant_id} azonosítójú változat nem ennek a kategóriának a változata.`);
    if (row.variant_id !== null && seen.has(row.variant_id)) errors.push(`${row.line}. sor: a(z) ${row.variant_id} azonosítójú változat többször szerepel.`);
    if (row.variant_id !== null) seen.add(row.variant_id);
    if (row.product_id !== null && !productById.has(row.product_id))
      errors.push(`${row.line}. sor: a(z) ${row.product_id} azonosítójú termék nem ennek a kategóriának a terméke.`);
    if (variant && row.product_id !== null && variant.product_id !== row.product_id)
      errors.push(`${row.line}. sor: a változat a(z) ${variant.product_id} azonosítójú termékhez tartozik.`);
    const key = row.product_id !== null ? `#${row.product_id}` : variant ? `#${variant.product_id}` : `=${normalizeSearch(row.product)}`;
    const text = `${row.product}\n${row.description}`;
    const earlier = productText.get(key);
    if (earlier && earlier.text !== text) errors.push(`${row.line}. sor: a termék neve vagy leírása eltér a(z) ${earlier.line}. sorétól.`);
    if (!earlier) productText.set(key, { line: row.line, text });
  }
  if (errors.length) refuse(errors);
}

async function productOf(
  tx: TTx,
  categoryId: number,
  row: TImportRow,
  productById: Map<number, { id: number; name: string; description: string }>,
  variantById: Map<number, { product_id: number }>,
  createdByName: Map<string, number>,
  productChanged: Set<number>,
): Promise<number> {
  const knownId = row.product_id ?? (row.variant_id === null ? undefined : variantById.get(row.variant_id)?.product_id);
  const named = [...productById.values()].find((p) => normalizeSearch(p.name) === normalizeSearch(row.product));
  const product = knownId !== undefined ? productById.get(knownId) : named;
  if (product) {
    if (product.name !== row.product || product.description !== row.description) {
      await tx.storeProduct.update({
        where: { id: product.id },
        data: { name: row.product, description: row.description, search_text: normalizeSearch(`${row.product} ${row.description}`) },
        select: { id: true },
      });
      productById.set(product.id, { ...product, name: row.product, description: row.description });
      productChanged.add(product.id);
    }
    return product.id;
  }
  const key = normalizeSearch(row.product);
  const made = createdByName.get(key);
  if (made !== undefined) return made;
  const { id } = await tx.storeProduct.create({
    data: { category_id: categoryId, name: row.product, description: row.description, search_text: normalizeSearch(`${row.product} ${row.description}`) },
    select: { id: true },
  });
  createdByName.set(key, id);
  return id;
}

function variantDiffers(
  stored: {
    name: string;
    price: Prisma.Decimal;
    vat: number;
    available_from: Date | null;
    available_till: Date | null;
    minimum_order_quantity: number;
    packaging_unit: number;
    provider: string;
  },
  row: TImportRow,
): boolean {
  const day = (d: Date | null) => (d ? formatDate(d) : '');
  return (
    stored.name !== row.variant ||
    !stored.price.equals(new Prisma.Decimal(row.price)) ||
    stored.vat !== row.vat ||
    day(stored.available_from) !== row.available_from ||
    day(stored.available_till) !== row.available_till ||
    stored.minimum_order_quantity !== row.minimum_order_quantity ||
    stored.packaging_unit !== row.packaging_unit ||
    stored.provider !== row.provider
  );
}
