// core.news.*: the news list, an item, a new item (its editors only) and marking one read.
import { bodySent, operation, pathIdSent } from '../api/operations.ts';
import { KIT_ANSWERS } from '../openapi/kit-answers.ts';
import { ZNewsAnswer, ZNewsListAnswer } from './answers.ts';
import { ZNewsInput, createNews, getNews, listNews, markNewsRead } from './news.ts';
import { ZPageQuery } from './paging.ts';
import { ZId, ZOptionalPage } from './operations.ts';

export const NEWS_CREATE_PERMISSION = 'news.can_create_news';

export const newsOperations = {
  list: operation({
    call: 'query',
    access: 'read',
    input: ZOptionalPage,
    output: ZNewsListAnswer,
    run: (ctx, input) => listNews(ctx.prisma, ctx.user, input),
    rest: [{ method: 'GET', path: '/hirek/', summary: 'Hírek (legújabb elöl), olvasottsági jelzővel', schema: { query: ZPageQuery } }],
  }),
  create: operation({
    call: 'mutation',
    access: 'write',
    gate: NEWS_CREATE_PERMISSION,
    input: ZNewsInput,
    output: ZNewsAnswer,
    run: (ctx, input) => createNews(ctx.prisma, ctx.user, input),
    rest: [{ method: 'POST', path: '/hirek/', summary: 'Új hír', status: 201, schema: { body: ZNewsInput }, sent: bodySent }],
  }),
  get: operation({
    call: 'query',
    access: 'read',
    input: ZId,
    output: ZNewsAnswer,
    run: (ctx, input) => getNews(ctx.prisma, ctx.user, input.id),
    rest: [{ method: 'GET', path: '/hirek/:id/', summary: 'Egy hír', sent: pathIdSent }],
  }),
  markRead: operation({
    call: 'mutation',
    access: 'read',
    input: ZId,
    output: KIT_ANSWERS.done,
    run: (ctx, input) => markNewsRead(ctx.prisma, ctx.user, input.id),
    rest: [{ method: 'POST', path: '/hirek/:id/olvasottnak-jeloles/', summary: 'Hír olvasottnak jelölése', sent: pathIdSent }],
  }),
};
