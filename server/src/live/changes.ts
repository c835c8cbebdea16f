// The announcements a subscription reads, as an async iterable that ends with its request.
import type { TCaseEvent, TCaseEvents } from './case-events.ts';

/** Every change from now until `signal` aborts (the client went away), in order. */
export async function* caseChanges(events: TCaseEvents, signal: AbortSignal | undefined): AsyncGenerator<TCaseEvent> {
  const queue: TCaseEvent[] = [];
  let wake: (() => void) | null = null;
  const stop = () => wake?.();
  signal?.addEventListener('abort', stop, { once: true });
  const unsubscribe = events.subscribe((event) => {
    queue.push(event);
    wake?.();
  });
  try {
    while (!signal?.aborted) {
      const next = queue.shift();
      if (next) {
        yield next;
        continue;
      }
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener('abort', stop);
  }
}
