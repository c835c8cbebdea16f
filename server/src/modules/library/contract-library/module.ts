// Szerződéstár: the register of the signed contracts of the centre and its schools (spec 002 §3,
// §6, §7; MODULES.md §3.61). A plain module (no decisions, attachments on the kit's file case):
// whoever holds the module keeps the contracts of its scope (scope.ts); the server computes the
// money (money.ts). Invoices pick a contract from mind/ ('reference_number - title').
import { definePlainModule, action, filter } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { institutionChoices, ZQueryBool, ZQueryIds } from '../../../workflow/filters.ts';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { CONTRACT_MANIFEST as MANIFEST } from './manifest.ts';
import { contractMoney, moneyKeys } from './money.ts';
import { checkContract, type TContractInput } from './rules.ts';
import { libraryContractScopeWhere } from './scope.ts';
import { CONTRACTS_PERMISSION, listReferents } from './referents.ts';
import { copyContract } from './copy.ts';
import { ZCreatedAnswer, ZPeopleAnswer } from '../../../openapi/kit-answers.ts';
import { moduleNames } from '@etanker/shared/modules.ts';

const base = plainFromManifest(MANIFEST, {
  table: (tx) => tx.libraryContract,
  defaultOrder: [{ signing_date: { sort: 'desc', nulls: 'last' } }],
  searchText: (c) => normalizeSearch(`${c.reference_number} ${c.title} ${c.contractors_name} ${c.pod_id}`),
});

/** The columns only the server writes: the money (and, on create, who recorded it). */
async function writeComputed(tx: TTx, id: number, data: TContractInput, creatorId?: number) {
  // The schema's defaults fill these; the types of defaulted keys and numbers still allow null.
  const { rate, code } = await moneyKeys(tx, data.vat ?? 1, data.currency ?? 1);
  const money = contractMoney({ ...data, price: data.price ?? 0, number_of_occurrences: data.number_of_occurrences ?? 1 }, rate, code);
  await tx.libraryContract.update({ where: { id }, data: { ...money, ...(creatorId ? { creator_id: creatorId } : {}) }, select: { id: true } });
}

/** A contract as relations and the invoices' picker name it: 'reference_number - title'. */
const contractName = (c: { title: string; reference_number: string }) => (c.reference_number ? `${c.reference_number} - ${c.title}` : c.title);

export const contractLibrary = definePlainModule({
  ...moduleNames('contractLibrary'),
  permission: CONTRACTS_PERMISSION,
  relations: {
    library_contract: {
      model: 'libraryContract',
      select: { id: true, title: true, reference_number: true },
      name: contractName,
      readable: libraryContractScopeWhere,
    },
  },
  institutionFields: ['institution', 'institutions'],
  scopeWhere: libraryContractScopeWhere,
  // Attachments (uj-melleklet/, melleklet-torlese/, has_unseen_attachment) on the contract's file
  // case, counted in the contract's institution.
  files: { caseModule: 'contract_library', relation: 'library_contract', attachments: true, institution: (c) => c.institution.id },
  ...base,
  filters: {
    ...base.filters,
    institution: filter({
      schema: ZQueryIds,
      where: (ids) => ({ OR: [{ institution_id: { in: ids } }, { institutions: { hasSome: ids } }] }),
      options: async (ctx) => ({ label: 'Intézmény', type: 'multi_select', choices: await institutionChoices(ctx) }),
    }),
    partner: filter({ schema: ZQueryIds, where: (ids) => ({ partners: { hasSome: ids } }) }),
    five_million_limit: filter({
      schema: ZQueryBool,
      where: (v) => ({ exceeds_five_million_per_year: v }),
      options: () => ({ label: 'Évente legalább 5 millió Ft', type: 'bool' }),
    }),
  },
  create: async (tx: TTx, ctx: TAuthedContext, data: TContractInput) => {
    await checkContract(tx, ctx, data);
    const id = await base.create(tx, ctx, data);
    await writeComputed(tx, id, data, ctx.user.id);
    return id;
  },
  update: async (tx: TTx, ctx: TAuthedContext, id: number, data: TContractInput) => {
    await checkContract(tx, ctx, data, id);
    await base.update(tx, ctx, id, data);
    await writeComputed(tx, id, data);
  },
  remove: async (tx, _ctx, id) => {
    await tx.libraryContract.delete({ where: { id }, select: { id: true } });
  },
  /** mind/ (invoices' picker): the contracts in scope, narrowed by the list's filters, as 'reference_number - title'. */
  mind: async (tx, _ctx, { where, q }) => {
    const rows = await tx.libraryContract.findMany({
      where: { AND: [where, q ? { search_text: { contains: q } } : {}] },
      orderBy: [{ reference_number: 'asc' }, { title: 'asc' }, { id: 'asc' }],
      select: { id: true, reference_number: true, title: true },
    });
    return rows.map((c) => ({ id: c.id, name: contractName(c) }));
  },
  actions: {
    /** referensek/: whom the form offers as handler (referents.ts). */
    referents: action({
      on: 'module',
      method: 'GET',
      path: 'referensek/',
      summary: 'Szerződéstár: választható referensek',
      output: ZPeopleAnswer,
      run: (tx, ctx) => listReferents(tx, ctx.user),
    }),
    /** masolas/: a new contract with the same fields (copy.ts); answers its id. */
    copy: action({
      on: 'item',
      method: 'POST',
      path: 'masolas/',
      summary: 'Szerződés másolása',
      status: 201,
      output: ZCreatedAnswer,
      run: async (tx, ctx, { id }) => ({ id: await copyContract(tx, ctx, id) }),
    }),
  },
});
