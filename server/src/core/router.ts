// core.*: the start-up calls and the shared calls of spec 000 §7 (all but the system messages need a login).
import { z } from 'zod';
import { authedProcedure, publicProcedure, router, writerProcedure } from '../trpc/init.ts';
import { getMe } from './me.ts';
import { getStaticData } from './static-data.ts';
import { listSystemMessages, readSystemMessage } from './system-messages.ts';
import { getSettings } from './settings.ts';
import { listInstitutions } from './institutions.ts';
import { listEmployments, listHrReferents, listManagedUsers, listReferents } from './people.ts';
import { ZNewsInput, createNews, getNews, listNews, markNewsRead } from './news.ts';
import { getLandingInfo } from './landing-info.ts';
import { listMyTasks } from './my-tasks.ts';
import { ZPageQuery } from './paging.ts';
import { ZRowIdText } from '../http/schemas.ts';
import { renderPrivacyNotice } from './privacy-notice.tsx';

const ZId = z.strictObject({ id: ZRowIdText });
const ZOptionalPage = ZPageQuery.optional().transform((q) => q ?? ZPageQuery.parse({}));

export const NEWS_CREATE_PERMISSION = 'news.can_create_news';
export const PRIVACY_NOTICE_FILENAME = 'adatvedelmi_tajekoztato.pdf';

export const coreRouter = router({
  me: authedProcedure.query(({ ctx }) => getMe(ctx.prisma, ctx.user)),
  staticData: authedProcedure.query(({ ctx }) => getStaticData(ctx.prisma, ctx.user, ctx.staticData)),
  // Public (spec 000 §2): a logged-in user's dismissed messages are left out.
  systemMessages: publicProcedure.query(({ ctx }) => listSystemMessages(ctx.prisma, ctx.user)),
  readSystemMessage: authedProcedure.input(ZId).mutation(({ ctx, input }) => readSystemMessage(ctx.prisma, ctx.user, input.id)),
  settings: authedProcedure.query(({ ctx }) => getSettings(ctx.prisma)),
  institutions: authedProcedure.query(({ ctx }) => listInstitutions(ctx.prisma)),
  employments: authedProcedure.query(({ ctx }) => listEmployments(ctx.prisma, ctx.user)),
  managedUsers: authedProcedure.query(({ ctx }) => listManagedUsers(ctx.prisma, ctx.user)),
  referents: authedProcedure.query(({ ctx }) => listReferents(ctx.prisma, ctx.user)),
  hrReferents: authedProcedure.query(({ ctx }) => listHrReferents(ctx.prisma, ctx.user)),
  news: router({
    list: authedProcedure.input(ZOptionalPage).query(({ ctx, input }) => listNews(ctx.prisma, ctx.user, input)),
    get: authedProcedure.input(ZId).query(({ ctx, input }) => getNews(ctx.prisma, ctx.user, input.id)),
    create: writerProcedure(NEWS_CREATE_PERMISSION)
      .input(ZNewsInput)
      .mutation(({ ctx, input }) => createNews(ctx.prisma, ctx.user, input)),
    markRead: authedProcedure.input(ZId).mutation(({ ctx, input }) => markNewsRead(ctx.prisma, ctx.user, input.id)),
  }),
  landingInfo: authedProcedure.query(({ ctx }) => getLandingInfo(ctx.prisma, ctx.caseModule, ctx.user)),
  myTasks: authedProcedure.input(ZOptionalPage).query(({ ctx, input }) => listMyTasks(ctx.prisma, ctx.caseModule, ctx.user, input)),
  /** The PDF bytes, for server-side callers; browsers download it from the REST path. */
  privacyNotice: authedProcedure.query(async ({ ctx }) => ({ filename: PRIVACY_NOTICE_FILENAME, pdf: await renderPrivacyNotice(ctx) })),
});
