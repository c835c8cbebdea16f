import { createTRPCReact, type CreateTRPCReact } from '@trpc/react-query';
import { httpBatchLink } from '@trpc/client';
import type { AppRouter } from '../../../server/src/trpc/router.ts';
import { authHeader } from './token.ts';

export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

/** The router's top-level entries: auth, core and one per module (module keys derive from it). */
export type TRouterEntries = AppRouter['_def']['record'];

export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: '/trpc', headers: () => ({ ...authHeader(), 'Accept-Language': 'hu-HU' }) })],
  });
}
