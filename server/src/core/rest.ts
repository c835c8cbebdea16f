// The documented start-up and shared paths (spec 000 §7) on the core procedures. Query strings
// and bodies are passed on as received (`as never`): the procedure's zod input validates them.
import { KIT_ANSWERS } from '../openapi/kit-answers.ts';
import {
  ZEmploymentsAnswer,
  ZInstitutionsAnswer,
  ZLandingAnswer,
  ZManagedUsersAnswer,
  ZMeAnswer,
  ZMyTasksAnswer,
  ZNewsAnswer,
  ZNewsListAnswer,
  ZReferentsAnswer,
  ZSettingsAnswer,
  ZStaticDataAnswer,
  ZSystemMessagesAnswer,
} from './answers.ts';
import type { TRestRoute } from '../rest/route.ts';
import { viaCaller } from '../trpc/rest-caller.ts';
import { idParam } from '../rest/route.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { ZNewsInput } from './news.ts';
import { ZPageQuery } from './paging.ts';

const startup = 'start-up';
const shared = 'shared';

export const coreRestRoutes: TRestRoute[] = viaCaller([
  {
    method: 'GET',
    path: '/api/statikus-adatok/',
    summary: 'Statikus listák listakulcs szerint',
    tag: startup,
    response: ZStaticDataAnswer,
    handler: ({ caller }) => caller.core.staticData(),
  },
  {
    method: 'GET',
    path: '/api/statikus-adatok/system_messages/',
    summary: 'Érvényes rendszerüzenetek (bejelentkezve: az el nem olvasottak)',
    tag: startup,
    public: true,
    response: ZSystemMessagesAnswer,
    handler: ({ caller }) => caller.core.systemMessages(),
  },
  {
    method: 'POST',
    path: '/api/statikus-adatok/:id/read_system_message/',
    summary: 'Rendszerüzenet elolvasottnak jelölése',
    tag: startup,
    response: KIT_ANSWERS.done,
    handler: ({ caller, params }) => caller.core.readSystemMessage({ id: idParam(params) }),
  },
  {
    method: 'GET',
    path: '/api/felhasznalok/en/',
    summary: 'A bejelentkezett felhasználó',
    tag: startup,
    response: ZMeAnswer,
    handler: ({ caller }) => caller.core.me(),
  },
  {
    method: 'GET',
    path: '/api/beallitasok/',
    summary: 'Beállítások csoportonként',
    tag: startup,
    response: ZSettingsAnswer,
    handler: ({ caller }) => caller.core.settings(),
  },
  {
    method: 'GET',
    path: '/api/intezmenyek/',
    summary: 'Aktív intézmények név szerint',
    tag: startup,
    response: ZInstitutionsAnswer,
    handler: ({ caller }) => caller.core.institutions(),
  },
  {
    method: 'GET',
    path: '/api/munkaviszonyok/mind/',
    summary: 'Munkaviszonyok a felhasználó intézményeiben',
    tag: startup,
    response: ZEmploymentsAnswer,
    handler: ({ caller }) => caller.core.employments(),
  },
  {
    method: 'GET',
    path: '/api/felhasznalok/sajat-felhasznalok/',
    summary: 'A felhasználó intézményeinek felhasználói',
    tag: startup,
    response: ZManagedUsersAnswer,
    handler: ({ caller }) => caller.core.managedUsers(),
  },
  {
    method: 'GET',
    path: '/api/felhasznalok/referensek/',
    summary: 'Referensek',
    tag: startup,
    response: ZReferentsAnswer,
    handler: ({ caller }) => caller.core.referents(),
  },
  {
    method: 'GET',
    path: '/api/felhasznalok/hr-referensek/',
    summary: 'HR referensek',
    tag: startup,
    response: ZReferentsAnswer,
    handler: ({ caller }) => caller.core.hrReferents(),
  },
  {
    method: 'GET',
    path: '/api/hirek/',
    summary: 'Hírek (legújabb elöl), olvasottsági jelzővel',
    tag: shared,
    schema: { query: ZPageQuery },
    response: ZNewsListAnswer,
    handler: ({ caller, query }) => caller.core.news.list(query as never),
  },
  {
    method: 'POST',
    path: '/api/hirek/',
    summary: 'Új hír',
    tag: shared,
    status: 201,
    schema: { body: ZNewsInput },
    response: ZNewsAnswer,
    handler: ({ caller, body }) => caller.core.news.create(body as never),
  },
  {
    method: 'GET',
    path: '/api/hirek/:id/',
    summary: 'Egy hír',
    tag: shared,
    response: ZNewsAnswer,
    handler: ({ caller, params }) => caller.core.news.get({ id: idParam(params) }),
  },
  {
    method: 'POST',
    path: '/api/hirek/:id/olvasottnak-jeloles/',
    summary: 'Hír olvasottnak jelölése',
    tag: shared,
    response: KIT_ANSWERS.done,
    handler: ({ caller, params }) => caller.core.news.markRead({ id: idParam(params) }),
  },
  {
    method: 'GET',
    path: '/api/landing-info/',
    summary: 'A kezdőlap csempéi',
    tag: shared,
    response: ZLandingAnswer,
    handler: ({ caller }) => caller.core.landingInfo(),
  },
  {
    method: 'GET',
    path: '/api/feladataim/',
    summary: 'Rám váró ügyek minden modulból',
    tag: shared,
    schema: { query: ZPageQuery },
    response: ZMyTasksAnswer,
    handler: ({ caller, query }) => caller.core.myTasks(query as never),
  },
  {
    method: 'GET',
    path: '/api/adatvedelmi-tajekoztato/',
    summary: 'Adatkezelési tájékoztató (PDF)',
    tag: shared,
    binary: 'pdf',
    handler: async ({ caller, reply }) => {
      const notice = await caller.core.privacyNotice();
      return reply.type('application/pdf').header('Content-Disposition', contentDisposition(notice.filename, 'inline')).send(notice.pdf);
    },
  },
]);
