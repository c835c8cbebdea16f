// The documented paths of munkaviszonyok (MODULES.md §3.17); `mind/` is start-up data (core).
import type { TRestRoute } from '../../../rest/route.ts';
import { idParam } from '../../../rest/route.ts';
import { acceptReadShape } from '../../read-shape.ts';
import { bodyFieldErrors, listQuery } from '../../rest-common.ts';
import { ZEmploymentListQuery, ZEmploymentPatch } from './schema.ts';
import { KIT_ANSWERS } from '../../../openapi/kit-answers.ts';
import { ZEmploymentAnswer, ZEmploymentListAnswer } from './answers.ts';

const base = '/api/munkaviszonyok';
const tag = 'employments';

export const employmentRestRoutes: TRestRoute[] = [
  {
    method: 'GET',
    path: `${base}/`,
    tag,
    summary: 'Munkaviszonyok: lista (institution, active, q, page, limit)',
    schema: { query: ZEmploymentListQuery },
    response: ZEmploymentListAnswer,
    handler: ({ caller, query }) => caller.employments.list(listQuery(query) as never),
  },
  {
    method: 'GET',
    path: `${base}/szurok/`,
    tag,
    summary: 'Munkaviszonyok: szűrők',
    response: KIT_ANSWERS.filters,
    handler: ({ caller }) => caller.employments.filters(),
  },
  {
    method: 'GET',
    path: `${base}/:id/`,
    tag,
    summary: 'Munkaviszony a munkába járási módokkal',
    response: ZEmploymentAnswer,
    handler: ({ caller, params }) => caller.employments.get({ id: idParam(params) }),
  },
  {
    method: 'PATCH',
    path: `${base}/:id/`,
    tag,
    summary: 'Munkaviszony módosítása (a munkába járási módok azonosítóval megmaradnak, azonosító nélkül újak, a hiányzók törlődnek)',
    schema: { body: ZEmploymentPatch },
    response: ZEmploymentAnswer,
    handler: async ({ caller, params, body }) => {
      const id = idParam(params);
      const answered = await caller.employments.get({ id });
      return bodyFieldErrors(caller.employments.update({ id, data: acceptReadShape(ZEmploymentPatch, body, answered) as never }));
    },
  },
];
