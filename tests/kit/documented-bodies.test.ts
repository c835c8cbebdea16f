// Issue 22 §1: an integrator sends the bodies the spec documents. For every registered module
// (present and future, as the contract kit): a create made only of the entity fields MODULES.md
// documents for it is accepted, and every field the create input requires is one it documents.
// The documented fields are tests/kit/documented-fields.json, generated from ../shared/MODULES.md
// by scripts/documented-fields.mjs (checked in: ../shared is outside the repository).
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { loadFixtures, registeredModules } from './registry.ts';
import { kitClient, type TKitClient } from './client.ts';
import documented from './documented-fields.json' with { type: 'json' };
// @ts-expect-error -- a plain ESM script without types (it runs before dependencies are built)
import { DEFAULT_SOURCE, render, TARGET } from '../../scripts/documented-fields.mjs';

const fixtures = await loadFixtures();
let server: TTestServer;
let api: TKitClient;
let serial = 800_000;

/** Our module keys whose MODULES.md section has another name. */
const SPEC_KEY: Record<string, string> = { requestForms: 'financeRequestForms' };
/** Modules the spec documents no create body for, and why (MODULES.md). */
const NO_DOCUMENTED_CREATE: Record<string, string> = {
  financialBudgetChanges: '§3.15: "Change request fields: not shown" (asked through valtozasok/, tested in financial-budgets.test.ts)',
  surveys: '§3.63: "Create/edit/details: not shown" (the fields are documented only as embedded in a survey result; tested in surveys.test.ts)',
};

/** An examiner's person fields as §3.33 names a preliminary exam's candidate. */
const EXAMINER = [
  'name',
  'birth_name',
  'address',
  'birth_place',
  'birth_date',
  'mothers_name',
  'tax_id',
  'social_security_number',
  'bank_name',
  'bank_account_number',
];

/** Fields the spec documents for an entity elsewhere than in its own list, and where (MODULES.md §5). */
const DOCUMENTED_ELSEWHERE: Record<string, string[]> = {
  // §5 #14: a car booking's car{…} carries name and plate_number; the car entity lists neither.
  cars: ['name', 'plate_number'],
  // §3.58 and §3.56 end a sentence with the field ('id, name.', 'category, variants.'): documented,
  // but the full stop hides it from scripts/documented-fields.mjs.
  storeCategories: ['name'],
  storeProducts: ['variants'],
  // §3.26 documents "personal data" and "bank data" without names: they are the names §3.33 gives
  // the same person's data (mothers_name as §3.30's employee profile spells it).
  lecturerAssignmentContracts: [
    'name',
    'birth_name',
    'address',
    'birth_place',
    'birth_date',
    'mothers_name',
    'tax_id',
    'social_security_number',
    'bank_name',
    'bank_account_number',
  ],
  // §3.25 names none of its "personal, wage, extension" fields: they are §3.33's person fields and
  // §3.26's payment and period (the new contracts that replaced these).
  externalLecturerContracts: [
    'name',
    'birth_name',
    'address',
    'birth_place',
    'birth_date',
    'mothers_name',
    'tax_id',
    'social_security_number',
    'bank_name',
    'bank_account_number',
    'payment',
    'start_date',
    'end_date',
  ],
  // §3.27's "person data" and "dates": the person fields as §3.30's employee profile names them, and the period.
  educationOtherContracts: [
    'name',
    'birth_name',
    'birth_date',
    'birth_place',
    'mothers_name',
    'social_security_number',
    'bank_name',
    'address',
    'start_date',
    'end_date',
  ],
  // §3.29 documents the student's "person data" without names: §3.30's employee profile's names.
  studyContracts: ['name', 'birth_name', 'birth_date', 'birth_place', 'mothers_name'],
  // §3.28 and §3.32 document "company fields" without names (the kit's: company_name, tax_number)
  // and the examiner only through kitolt/ (an employee's data): §3.33's names, as for lecturer contracts.
  graduationContracts: [...EXAMINER, 'company_name', 'tax_number'],
  complexExams: [...EXAMINER, 'company_name', 'tax_number'],
  // §3.30 documents the employee profile's fields under `user`; the contract keeps its copy of
  // them beside the link, under the same names (DESIGN.md "Education contracts").
  extraTeachingContracts: [
    'name',
    'email',
    'birth_name',
    'birth_date',
    'birth_place',
    'mothers_name',
    'tax_number',
    'social_security_number',
    'bank_name',
    'bank_account_number',
    'permanent_address',
    'payment',
  ],
};

const fieldsOf = (key: string): string[] | undefined => {
  const own = (documented as Record<string, { fields: string[] } | undefined>)[SPEC_KEY[key] ?? key]?.fields;
  return own && [...own, ...(DOCUMENTED_ELSEWHERE[key] ?? [])];
};

beforeAll(async () => {
  server = await startTestServer();
  api = kitClient(server);
});

describe('the documented fields', () => {
  it.runIf(fs.existsSync(DEFAULT_SOURCE))('documented-fields.json is current with ../shared/MODULES.md (node scripts/documented-fields.mjs)', () => {
    // Compared as data: prettier formats the checked-in JSON its own way.
    expect(JSON.parse(fs.readFileSync(TARGET, 'utf8'))).toEqual(JSON.parse(render(fs.readFileSync(DEFAULT_SOURCE, 'utf8'))));
  });

  it('every registered module has documented fields or a stated reason why the spec has none', () => {
    expect(registeredModules.filter((m) => !fieldsOf(m.key) && !NO_DOCUMENTED_CREATE[m.key]).map((m) => m.key)).toEqual([]);
  });
});

describe.each(registeredModules.filter((m) => fieldsOf(m.key) && fixtures.has(m.key)).map((def) => ({ key: def.key, def })))('$key', ({ def }) => {
  const fx = fixtures.get(def.key)!;
  const fields = new Set(fieldsOf(def.key));
  let institution: number;
  const body = () => fx.create({ serial: serial++, institution }) as Record<string, unknown>;
  const documentedPart = (b: Record<string, unknown>) => Object.fromEntries(Object.entries(b).filter(([k]) => fields.has(k)));

  beforeAll(async () => {
    const user = await server.services.prisma.user.findUniqueOrThrow({ where: { email: `${fx.users.owner}@etanker.local` }, select: { institution_id: true } });
    institution = user.institution_id!;
  });

  it('every field the create input requires is documented', () => {
    const valid = body();
    expect(def.createInput.safeParse(valid).success, 'the fixture body is valid').toBe(true);
    const required = Object.keys(valid).filter((k) => {
      const parsed = def.createInput.safeParse(Object.fromEntries(Object.entries(valid).filter(([other]) => other !== k)));
      return !parsed.success && parsed.error.issues.some((i) => i.path[0] === k);
    });
    expect(required.filter((k) => !fields.has(k))).toEqual([]);
  });

  it('a create of documented fields only is accepted', async () => {
    const res = await api.send(fx.users.owner, 'POST', `/api/${def.restBase}/`, documentedPart(body()));
    expect(res.statusCode, res.body).toBe(201);
  });
});
