// core.news.* — GET/POST /api/hirek/, GET /api/hirek/{id}/, POST /api/hirek/{id}/olvasottnak-jeloles/.
// A news item without an institution is for everybody; one with an institution is for its users.
import { z } from 'zod';
import type { TPrisma } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { notFound } from '../http/errors.ts';
import { pageArgs, type TPageQuery } from './paging.ts';

export const ZNewsInput = z.strictObject({ title: z.string().trim().min(1).max(200), content: z.string().trim().min(1).max(20_000) });
export type TNewsInput = z.infer<typeof ZNewsInput>;

export function newsScopeWhere(user: TCurrentUser): Prisma.NewsWhereInput {
  if (user.is_centre) return {};
  return { OR: [{ institution_id: null }, { institution_id: { in: user.institution_ids } }] };
}

const newsSelect = (userId: number) =>
  ({
    id: true,
    title: true,
    content: true,
    created_at: true,
    created_by_id: true,
    institution_id: true,
    reads: { where: { user_id: userId }, select: { user_id: true } },
  }) satisfies Prisma.NewsSelect;

type TNewsRow = Prisma.NewsGetPayload<{ select: ReturnType<typeof newsSelect> }>;

const toItem = ({ reads, created_by_id, institution_id, ...n }: TNewsRow) => ({
  ...n,
  created_by: created_by_id,
  institution: institution_id,
  read: reads.length > 0,
});

export async function listNews(prisma: TPrisma, user: TCurrentUser, page: TPageQuery) {
  const where = newsScopeWhere(user);
  const [rows, total] = await Promise.all([
    prisma.news.findMany({ where, select: newsSelect(user.id), orderBy: [{ created_at: 'desc' }, { id: 'desc' }], ...pageArgs(page) }),
    prisma.news.count({ where }),
  ]);
  return { data: rows.map(toItem), total };
}

export async function getNews(prisma: TPrisma, user: TCurrentUser, id: number) {
  const row = await prisma.news.findFirst({ where: { id, ...newsScopeWhere(user) }, select: newsSelect(user.id) });
  if (!row) throw notFound();
  return toItem(row);
}

/** The author has read what it wrote. */
export async function createNews(prisma: TPrisma, user: TCurrentUser, input: TNewsInput) {
  const row = await prisma.news.create({
    data: { ...input, created_by_id: user.id, institution_id: user.is_centre ? null : user.institution_id, reads: { create: { user_id: user.id } } },
    select: newsSelect(user.id),
  });
  return toItem(row);
}

export async function markNewsRead(prisma: TPrisma, user: TCurrentUser, id: number): Promise<{ detail: string }> {
  const row = await prisma.news.findFirst({ where: { id, ...newsScopeWhere(user) }, select: { id: true } });
  if (!row) throw notFound();
  await prisma.newsRead.upsert({
    where: { news_id_user_id: { news_id: id, user_id: user.id } },
    create: { news_id: id, user_id: user.id },
    update: {},
    select: { news_id: true },
  });
  return { detail: 'A hírt olvasottnak jelöltük.' };
}
