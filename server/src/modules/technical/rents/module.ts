// Egyéb bérlések: a school lets its premises (gym, hall) to an outside organisation on one-time or
// weekly occasions; the head of school, the centre's technical referents and the centre's finance
// approve it (spec 001 §3, §4, §7, §9; MODULES.md §3.44; DESIGN.md "Rents").
import { z } from 'zod';
import { defineWorkflowModule, filter } from '../../../workflow/define.ts';
import { commonWorkflowFilters, verificationStepFilter } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { addressLine } from '../../../workflow/field-groups.ts';
import { OCCASION_TYPES, RENT_MANIFEST, ZRentInput } from './manifest.ts';
import { copyRent, writeRent } from './terms.ts';
import { RentContractPdf } from './document.tsx';
import { institutionOrOwn } from '../../../access/institution-fields.ts';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('rents');
const INITIAL_STATE = 'pending';
const fromManifest = workflowFromManifest(RENT_MANIFEST, { table: (tx) => tx.rent, caseRelation: 'rent' });

export const rents = defineWorkflowModule({
  ...workflowNames('rents'),
  permission: 'rents.can_use_rents_module',
  permissions: [
    {
      codename: 'rents.can_use_rents_module',
      name: 'Bérlés modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'Központi pénzügy', 'Műszaki referensek'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: 'rents',
  referencePrefix: 'BE',
  institutionFields: ['institution'],
  extraFields: true,
  ...fromManifest,
  createInput: ZRentInput,
  updateInput: ZRentInput,
  insert: (tx, _ctx, id, input) => writeRent(tx, id, input, true),
  write: (tx, _ctx, id, input) => writeRent(tx, id, input, false),
  filters: {
    ...commonWorkflowFilters(MODULE, INITIAL_STATE),
    // The spec's `type`: the rents with an occasion of that type (one-time or weekly).
    type: filter({
      schema: z.enum(Object.keys(OCCASION_TYPES) as ['one_time', 'weekly']),
      where: (type) => ({ rent: { occasions: { some: { type } } } }),
      options: () => ({ label: 'Alkalom típusa', type: 'select', choices: Object.entries(OCCASION_TYPES).map(([value, label]) => ({ value, label })) }),
    }),
    verification_step: verificationStepFilter(MODULE),
  },
  prepareCreate: async (_tx, ctx, input) => ({ institution_id: institutionOrOwn(ctx.user, input.institution) }),
  prepareUpdate: async (_tx, ctx, _id, input) => ({ institution_id: institutionOrOwn(ctx.user, input.institution) }),
  flowRecord: async (tx, id) => {
    const r = await tx.rent.findUniqueOrThrow({ where: { id }, select: { total_price: true } });
    return { total_price: r.total_price.toNumber() };
  },
  describe: async (tx, id) => {
    const r = await tx.rent.findUniqueOrThrow({
      where: { id },
      select: {
        name: true,
        address_zip_code: true,
        address_city: true,
        address_address_1: true,
        address_address_2: true,
        representative: true,
        case: { select: { creator: { select: { name: true } } } },
      },
    });
    return {
      title: r.name,
      searchText: `${r.name} ${addressLine({ zip_code: r.address_zip_code, city: r.address_city, address_1: r.address_address_1, address_2: r.address_address_2 })} ${r.representative} ${r.case.creator.name}`,
    };
  },
  copy: (tx, _ctx, sourceId, newId) => copyRent(tx, sourceId, newId),
  documents: {
    rent_contract: { label: 'Bérleti szerződés', render: (ctx, id) => RentContractPdf(ctx.prisma, id) },
  },
});
