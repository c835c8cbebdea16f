import { createTRPCReact, type CreateTRPCReact } from '@trpc/react-query';
import { httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import type { AppRouter } from '../../../server/src/trpc/router.ts';
import { authHeader } from './token.ts';

export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

/** The router's top-level entries: auth, core and one per module (module keys derive from it). */
export type TRouterEntries = AppRouter['_def']['record'];

/**
 * Calls go batched over HTTP; subscriptions (live updates) as server-sent events. The browser's
 * EventSource cannot send a header, and a token in the URL would land in access logs: the
 * `eventsource` package reads the stream with fetch, which carries the token like every call.
 */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url: '/trpc',
          EventSource,
          eventSourceOptions: () => ({ fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, ...authHeader() } }) }),
        }),
        false: httpBatchLink({ url: '/trpc', headers: () => ({ ...authHeader(), 'Accept-Language': 'hu-HU' }) }),
      }),
    ],
  });
}
