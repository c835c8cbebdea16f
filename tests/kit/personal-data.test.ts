// Personal data in the kit (DESIGN.md "Personal data"): the person fields are flagged `personal`
// whichever module spreads them; the manifest names them for the engine (personalKeys), tells
// the client (field meta) and leaves them out of a PDF unless its reader sees them; the HR and
// finance groups, who pay people, hold the permission that shows them, and so does every group
// that reads a plain module with personal fields (the employees' HR files): the engine hides them
// in workflow records only, where the creator and deciders read them too.
import { describe, expect, it } from 'vitest';
import { personFields } from '../../server/src/workflow/field-groups.ts';
import { group, text } from '../../server/src/workflow/fields.ts';
import { defineManifest } from '../../server/src/workflow/manifest.ts';
import { PERSONAL_DATA_PERMISSION } from '../../server/src/access/personal-data.ts';
import { GROUPS } from '../../prisma/seed/groups.ts';
import { plainModules } from '../../server/src/modules/index.ts';

const onPaper = { pdf: true } as const;
const person = personFields({ name: onPaper, tax_number: onPaper, bank_account_number: onPaper });
const manifest = defineManifest({
  name: person.name,
  tax_number: person.tax_number,
  bank_account_number: person.bank_account_number,
  note: text('Megjegyzés', { max: 100, pdf: true }),
  home: { ...group('Lakcím', { city: text('Település', { max: 100, pdf: true }) }), personal: true },
});
const row = { name: 'Kiss Anna', tax_number: '8123456780', bank_account_number: '11773016-11111018', note: 'Tavaszi félév', home: { city: 'Debrecen' } };

describe('personal data in the kit', () => {
  it('flags every person field but the name, keeping the flags a module adds', () => {
    const flagged = Object.entries(personFields({ tax_number: { export: 14 } })).filter(([, f]) => f.personal);
    expect(flagged.map(([name]) => name).sort()).toEqual(
      ['bank_account_number', 'bank_name', 'birth_date', 'birth_name', 'birth_place', 'mothers_name', 'social_security_number', 'tax_number'].sort(),
    );
    expect(personFields({ tax_number: { export: 14 } }).tax_number.export).toBe(14);
  });

  it('names the personal keys (a flagged group whole) and tells the client', () => {
    expect(manifest.personalKeys).toEqual(['tax_number', 'bank_account_number', 'home']);
    expect(manifest.fieldMeta.filter((f) => f.personal).map((f) => f.name)).toEqual(['tax_number', 'bank_account_number', 'home']);
  });

  it('prints personal rows only for a reader who sees them; a PDF that does not say is printed without them', () => {
    expect(manifest.pdfRows(row, { personal: true }).map(([label]) => label)).toEqual(['Név', 'Adóazonosító jel', 'Bankszámlaszám', 'Megjegyzés', 'Település']);
    expect(manifest.pdfRows(row, { personal: false })).toEqual([
      ['Név', 'Kiss Anna'],
      ['Megjegyzés', 'Tavaszi félév'],
    ]);
    expect(manifest.pdfRows(row)).toEqual(manifest.pdfRows(row, { personal: false }));
  });

  it('grants the permission to HR and finance, and to every group that reads a plain module with personal fields (HR files)', () => {
    const holders = GROUPS.filter((g) => g.permissions.includes(PERSONAL_DATA_PERMISSION)).map((g) => g.name);
    expect(holders).toEqual(expect.arrayContaining(['HR referensek', 'Központi HR', 'Iskolai HR referensek', 'Pénzügyi referensek', 'Központi pénzügy']));
    const personalPlain = plainModules.filter((def) => def.manifest?.personalKeys?.length);
    expect(personalPlain.map((def) => def.key)).toContain('employees');
    for (const def of personalPlain) {
      expect(def.permission, def.key).not.toBeNull();
      const gate = typeof def.permission === 'string' ? [def.permission] : [...(def.permission ?? [])];
      for (const g of GROUPS.filter((g) => gate.some((p) => g.permissions.includes(p))))
        expect(g.permissions, `${def.key}: ${g.name}`).toContain(PERSONAL_DATA_PERMISSION);
    }
    expect(GROUPS.find((g) => g.name === 'Iskolai igénylők')!.permissions).not.toContain(PERSONAL_DATA_PERMISSION);
  });
});
