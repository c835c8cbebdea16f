// The Hungarian postcode list (data/hu-postcodes.csv): settlements with their postcodes and county.
import fs from 'node:fs';
import path from 'node:path';

export interface TSettlement {
  name: string;
  county: string;
  zip_codes: string[];
}

const CSV = path.join(import.meta.dirname, 'data/hu-postcodes.csv');

/** Settlements in the file's order (Budapest first), each once, with all its postcodes. */
export function readSettlements(): TSettlement[] {
  const byName = new Map<string, TSettlement>();
  const lines = fs.readFileSync(CSV, 'utf8').trim().split('\n').slice(1);
  for (const line of lines) {
    const [zip, city, county] = line.split(',');
    const key = `${city}|${county}`;
    const settlement = byName.get(key) ?? { name: city, county, zip_codes: [] };
    settlement.zip_codes.push(zip);
    byName.set(key, settlement);
  }
  return [...byName.values()];
}

/** The 19 counties and Budapest, in Hungarian alphabetical order. */
export function readCounties(settlements: readonly TSettlement[]): string[] {
  return [...new Set(settlements.map((s) => s.county))].sort((a, b) => a.localeCompare(b, 'hu'));
}
