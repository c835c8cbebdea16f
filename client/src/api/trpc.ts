import { createTRPCReact, type CreateTRPCReact } from '@trpc/react-query';
import { httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import type { AppRouter } from '../../../server/src/trpc/router.ts';
import { authHeader } from './token.ts';

export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

/** The router's top-level entries: auth, core and one per module (module keys derive from it). */
export type TRouterEntries = AppRouter['_def']['record'];

/**
 * Browsers open at most six HTTP/1.1 connections to one host, and a live stream holds one for as
 * long as it is open: a stream must end with its page. A page left for another (or put into the
 * back-forward cache) closes its streams at once; hidden tabs close theirs through the hooks'
 * `enabled` (ui/usePageVisible.ts), so tabs in the background take no connections.
 */
class PageEventSource extends EventSource {
  constructor(url: string | URL, init?: ConstructorParameters<typeof EventSource>[1]) {
    super(url, init);
    window.addEventListener('pagehide', () => this.close(), { once: true });
  }
}

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
          EventSource: PageEventSource,
          eventSourceOptions: () => ({ fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, ...authHeader() } }) }),
        }),
        false: httpBatchLink({ url: '/trpc', headers: () => ({ ...authHeader(), 'Accept-Language': 'hu-HU' }) }),
      }),
    ],
  });
}
