// core.systemMessages / core.readSystemMessage: messages valid now that the user has not dismissed.
// The list is public (spec 000 §2: /rendszeruzenetek.html needs no login): without a user it
// answers every message valid now.
import type { TPrisma } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { notFound } from '../http/errors.ts';

const validNow = (now: Date) => ({ valid_from: { lte: now }, OR: [{ valid_till: null }, { valid_till: { gt: now } }] });

export function listSystemMessages(prisma: TPrisma, user: TCurrentUser | null) {
  return prisma.systemMessage.findMany({
    where: { ...validNow(new Date()), ...(user ? { reads: { none: { user_id: user.id } } } : {}) },
    select: { id: true, title: true, message: true, type: true, valid_from: true, valid_till: true },
    orderBy: { valid_from: 'desc' },
  });
}

export async function readSystemMessage(prisma: TPrisma, user: TCurrentUser, id: number): Promise<{ detail: string }> {
  const message = await prisma.systemMessage.findUnique({ where: { id }, select: { id: true } });
  if (!message) throw notFound();
  await prisma.systemMessageRead.upsert({
    where: { message_id_user_id: { message_id: id, user_id: user.id } },
    create: { message_id: id, user_id: user.id },
    update: {},
    select: { message_id: true },
  });
  return { detail: 'A rendszerüzenetet elolvasottnak jelöltük.' };
}
