// A tRPC client (tests and the live bench) as an outside developer or our browser client holds it: queries and mutations
// batched over HTTP, subscriptions over server-sent events (the `eventsource` package: Node 20
// has no EventSource) with the login token in a header, never in the URL.
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import type { AppRouter } from '../../server/src/trpc/public.ts';

export function liveClient(baseUrl: string, token: string) {
  const authorization = `Token ${token}`;
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url: `${baseUrl}/trpc`,
          EventSource,
          eventSourceOptions: () => ({
            fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, Authorization: authorization } }),
          }),
        }),
        false: httpBatchLink({ url: `${baseUrl}/trpc`, headers: () => ({ Authorization: authorization }) }),
      }),
    ],
  });
}

/** What a subscription received, with the time each event arrived. */
export interface TReceived<T> {
  events: { data: T; at: number }[];
  errors: unknown[];
  started: Promise<void>;
  stop: () => void;
}

export function collect<T>(
  subscribe: (handlers: { onData: (data: T) => void; onError: (error: unknown) => void; onStarted: () => void }) => { unsubscribe: () => void },
): TReceived<T> {
  const received: TReceived<T> = { events: [], errors: [], started: Promise.resolve(), stop: () => undefined };
  received.started = new Promise<void>((resolve) => {
    const subscription = subscribe({
      onData: (data) => received.events.push({ data, at: Date.now() }),
      onError: (error) => {
        received.errors.push(error);
        resolve();
      },
      onStarted: resolve,
    });
    received.stop = () => subscription.unsubscribe();
  });
  return received;
}

/** Waits (every 10 ms, running `poll` first when given) until `condition` holds or time is up. */
export async function until(condition: () => boolean, timeoutMs: number, poll?: () => Promise<void>): Promise<boolean> {
  const started = Date.now();
  for (;;) {
    await poll?.();
    if (condition()) return true;
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
