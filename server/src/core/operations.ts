// core.*: the start-up calls and the shared calls of spec 000 §7 on their documented paths. All
// but the system messages need a login; marking a message or a news item read is allowed to
// read-only users (`read`): it records what they saw, not a change of the portal's data.
import { z } from 'zod';
import { operation, pathIdSent } from '../api/operations.ts';
import { KIT_ANSWERS } from '../openapi/kit-answers.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { ZRowIdText } from '../http/schemas.ts';
import {
  ZEmploymentsAnswer,
  ZInstitutionsAnswer,
  ZLandingAnswer,
  ZManagedUsersAnswer,
  ZMeAnswer,
  ZMyTasksAnswer,
  ZReferentsAnswer,
  ZSettingsAnswer,
  ZStaticDataAnswer,
  ZSystemMessagesAnswer,
} from './answers.ts';
import { getMe } from './me.ts';
import { getStaticData } from './static-data.ts';
import { listSystemMessages, readSystemMessage } from './system-messages.ts';
import { getSettings } from './settings.ts';
import { listInstitutions } from './institutions.ts';
import { listEmployments, listHrReferents, listManagedUsers, listReferents } from './people.ts';
import { getLandingInfo } from './landing-info.ts';
import { listMyTasks } from './my-tasks.ts';
import { ZPageQuery } from './paging.ts';
import { renderPrivacyNotice } from './privacy-notice.tsx';

export const ZId = z.strictObject({ id: ZRowIdText });
/** A page of a list: tRPC callers may send nothing for the first page. */
export const ZOptionalPage = ZPageQuery.optional().transform((q) => q ?? ZPageQuery.parse({}));

export const PRIVACY_NOTICE_FILENAME = 'adatvedelmi_tajekoztato.pdf';

/** What the client loads at start (tag `start-up`). */
export const startupOperations = {
  staticData: operation({
    call: 'query',
    access: 'read',
    output: ZStaticDataAnswer,
    run: (ctx) => getStaticData(ctx.prisma, ctx.user, ctx.staticData),
    rest: [{ method: 'GET', path: '/statikus-adatok/', summary: 'Statikus listák listakulcs szerint' }],
  }),
  /** Public (spec 000 §2): a logged-in user's dismissed messages are left out. */
  systemMessages: operation({
    call: 'query',
    access: 'public',
    output: ZSystemMessagesAnswer,
    run: (ctx) => listSystemMessages(ctx.prisma, ctx.user),
    rest: [{ method: 'GET', path: '/statikus-adatok/system_messages/', summary: 'Érvényes rendszerüzenetek (bejelentkezve: az el nem olvasottak)' }],
  }),
  readSystemMessage: operation({
    call: 'mutation',
    access: 'read',
    input: ZId,
    output: KIT_ANSWERS.done,
    run: (ctx, input) => readSystemMessage(ctx.prisma, ctx.user, input.id),
    rest: [{ method: 'POST', path: '/statikus-adatok/:id/read_system_message/', summary: 'Rendszerüzenet elolvasottnak jelölése', sent: pathIdSent }],
  }),
  me: operation({
    call: 'query',
    access: 'read',
    output: ZMeAnswer,
    run: (ctx) => getMe(ctx.prisma, ctx.user),
    rest: [{ method: 'GET', path: '/felhasznalok/en/', summary: 'A bejelentkezett felhasználó' }],
  }),
  settings: operation({
    call: 'query',
    access: 'read',
    output: ZSettingsAnswer,
    run: (ctx) => getSettings(ctx.prisma),
    rest: [{ method: 'GET', path: '/beallitasok/', summary: 'Beállítások csoportonként' }],
  }),
  institutions: operation({
    call: 'query',
    access: 'read',
    output: ZInstitutionsAnswer,
    run: (ctx) => listInstitutions(ctx.prisma),
    rest: [{ method: 'GET', path: '/intezmenyek/', summary: 'Aktív intézmények név szerint' }],
  }),
  employments: operation({
    call: 'query',
    access: 'read',
    output: ZEmploymentsAnswer,
    run: (ctx) => listEmployments(ctx.prisma, ctx.user),
    rest: [{ method: 'GET', path: '/munkaviszonyok/mind/', summary: 'Munkaviszonyok a felhasználó intézményeiben' }],
  }),
  managedUsers: operation({
    call: 'query',
    access: 'read',
    output: ZManagedUsersAnswer,
    run: (ctx) => listManagedUsers(ctx.prisma, ctx.user),
    rest: [{ method: 'GET', path: '/felhasznalok/sajat-felhasznalok/', summary: 'A felhasználó intézményeinek felhasználói' }],
  }),
  referents: operation({
    call: 'query',
    access: 'read',
    output: ZReferentsAnswer,
    run: (ctx) => listReferents(ctx.prisma, ctx.user),
    rest: [{ method: 'GET', path: '/felhasznalok/referensek/', summary: 'Referensek' }],
  }),
  hrReferents: operation({
    call: 'query',
    access: 'read',
    output: ZReferentsAnswer,
    run: (ctx) => listHrReferents(ctx.prisma, ctx.user),
    rest: [{ method: 'GET', path: '/felhasznalok/hr-referensek/', summary: 'HR referensek' }],
  }),
};

/** The landing page, my tasks and the privacy notice (tag `shared`, beside the news). */
export const sharedOperations = {
  landingInfo: operation({
    call: 'query',
    access: 'read',
    output: ZLandingAnswer,
    run: (ctx) => getLandingInfo(ctx.prisma, ctx.caseModule, ctx.user),
    rest: [{ method: 'GET', path: '/landing-info/', summary: 'A kezdőlap csempéi' }],
  }),
  myTasks: operation({
    call: 'query',
    access: 'read',
    input: ZOptionalPage,
    output: ZMyTasksAnswer,
    run: (ctx, input) => listMyTasks(ctx.prisma, ctx.caseModule, ctx.user, input, ctx.myTaskSources),
    rest: [{ method: 'GET', path: '/feladataim/', summary: 'Rám váró ügyek minden modulból', schema: { query: ZPageQuery } }],
  }),
  /** The PDF bytes for tRPC callers (server-side ones: tRPC speaks JSON); browsers download it from the REST path. */
  privacyNotice: operation({
    call: 'query',
    access: 'read',
    output: null,
    run: async (ctx) => ({ filename: PRIVACY_NOTICE_FILENAME, pdf: await renderPrivacyNotice(ctx) }),
    rest: [
      {
        method: 'GET',
        path: '/adatvedelmi-tajekoztato/',
        summary: 'Adatkezelési tájékoztató (PDF)',
        binary: 'pdf',
        reply: ({ filename, pdf }, call) => call.reply.type('application/pdf').header('Content-Disposition', contentDisposition(filename, 'inline')).send(pdf),
      },
    ],
  }),
};
