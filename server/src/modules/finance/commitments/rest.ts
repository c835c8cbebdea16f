// REST paths of the commitment-only calls (spec 001 §7; relative paths placed as DESIGN.md §10.3).
import type { TRestRoute } from '../../../rest/route.ts';
import { idParam } from '../../../rest/route.ts';
import { requireUser } from '../../../access/gate.ts';
import { sendXlsx } from '../../rest-common.ts';
import { loadCaseForAction } from '../../../workflow/case-access.ts';
import { staticItemNames } from '../../../workflow/static-items.ts';
import { COMMITMENT_DETAIL_SELECT, commitmentDetail } from './select.ts';

type TCommitmentCaller = { commitments: Record<string, (input: unknown) => Promise<unknown>> };
const c = (caller: unknown) => (caller as TCommitmentCaller).commitments;
const base = '/api/kotelezettsegvallalas';
const tag = 'commitments';

export const commitmentRestExtras: TRestRoute[] = [
  {
    method: 'GET',
    path: `${base}/mind/`,
    tag,
    summary: 'Jóváhagyott kötelezettségvállalások (választólista)',
    handler: ({ caller, query }) => c(caller).all(query),
  },
  { method: 'POST', path: `${base}/termek/`, tag, summary: 'Termék árazása (pénznemmel)', handler: ({ caller, body }) => c(caller).product(body) },
  {
    method: 'GET',
    path: `${base}/:id/referensek/`,
    tag,
    summary: 'Pénzügyi referensek',
    handler: ({ caller, params }) => c(caller).referents({ id: idParam(params) }),
  },
  {
    method: 'POST',
    path: `${base}/:id/potigeny/`,
    tag,
    summary: 'Pótigény',
    status: 201,
    handler: ({ caller, params }) => c(caller).supplement({ id: idParam(params) }),
  },
  {
    method: 'POST',
    path: `${base}/:id/referensnek-visszaadas/`,
    tag,
    summary: 'Visszaadás referensnek (suggested_referent)',
    handler: ({ caller, params, body }) => c(caller).returnToReferent({ id: idParam(params), ...(body as object) }),
  },
  {
    method: 'POST',
    path: `${base}/:id/generate_excel_sheet/`,
    tag,
    summary: 'A kötelezettségvállalás és tételei táblázatban',
    binary: 'xlsx',
    handler: async ({ ctx, params, reply }) => {
      const authed = requireUser(ctx, 'commitments.can_use_commitment_module');
      const id = idParam(params);
      const head = await loadCaseForAction(ctx.prisma, authed.user, 'commitments', id);
      const r = commitmentDetail(await ctx.prisma.commitment.findUniqueOrThrow({ where: { id }, select: COMMITMENT_DETAIL_SELECT }));
      const vats = await staticItemNames(ctx.prisma, 'vat');
      const rows = r.products.length
        ? r.products.map((p) => ({
            subject: r.subject,
            reference_number: head.reference_number,
            name: p.name,
            quantity: p.quantity,
            unit: p.unit,
            gross_price: p.gross_price,
            vat: vats.get(p.vat) ?? '',
            net_price: p.net_price,
            total_price: p.total_price,
          }))
        : [
            {
              subject: r.subject,
              reference_number: head.reference_number,
              name: r.subject,
              quantity: 1,
              unit: '',
              gross_price: r.cost,
              vat: vats.get(r.vat) ?? '',
              net_price: r.net_cost,
              total_price: r.cost,
            },
          ];
      return sendXlsx(reply, {
        filename: `kotelezettsegvallalas_${id}.xlsx`,
        sheetName: 'Kötelezettségvállalás',
        columns: [
          { header: 'Iktatószám', key: 'reference_number', width: 18 },
          { header: 'Tárgy', key: 'subject', width: 36 },
          { header: 'Tétel', key: 'name', width: 36 },
          { header: 'Mennyiség', key: 'quantity', type: 'number', width: 12 },
          { header: 'Egység', key: 'unit', width: 10 },
          { header: 'Bruttó egységár', key: 'gross_price', type: 'money', width: 16 },
          { header: 'ÁFA', key: 'vat', width: 8 },
          { header: 'Nettó', key: 'net_price', type: 'money', width: 16 },
          { header: 'Bruttó', key: 'total_price', type: 'money', width: 16 },
        ],
        rows,
      });
    },
  },
];
