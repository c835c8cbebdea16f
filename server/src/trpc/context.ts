import type { FastifyRequest } from 'fastify';
import type { TServices } from '../services.ts';
import { tokenFromHeader } from '../auth/tokens.ts';
import { currentUser } from '../auth/current-user.ts';
import type { TContext } from '../access/context.ts';

export type { TContext };

export async function createContext(services: TServices, req: FastifyRequest): Promise<TContext> {
  const token = tokenFromHeader(req.headers.authorization);
  const base = { ...services, ip: req.ip, user: null, badToken: false };
  if (!token) return base;
  const claims = services.tokens.verify(token);
  const user = claims ? await currentUser(services.prisma, claims.userId) : null;
  if (!user || !claims || user.token_version !== claims.tokenVersion) return { ...base, badToken: true };
  return { ...base, user };
}
