// Changes of records as PostgreSQL announces them (the Case trigger of migration
// 20261125192500_case_change_notify): one LISTEN connection per server process (db/listener.ts),
// opened with the first subscriber and shared by all, so every process on one database hears every change,
// whichever process (or script) made it. Subscribers get the parsed events in order.
import { EventEmitter } from 'node:events';
import { createListener } from '../db/listener.ts';
import { z } from 'zod';

const CHANNEL = 'case_changed';

const ZCaseEvent = z.object({
  id: z.number(),
  module: z.string(),
  institution_id: z.number(),
  affected_institution_id: z.number().nullable(),
  permission: z.string().nullable(),
  version: z.number(),
  deleted: z.boolean(),
  waiting_user: z.number().nullable(),
  waiting_group: z.number().nullable(),
  was_waiting_user: z.number().nullable(),
  was_waiting_group: z.number().nullable(),
  /** Who made the change (the write transaction's `etanker.actor`); null: a script or the database. */
  actor: z.number().nullable(),
});
export type TCaseEvent = z.infer<typeof ZCaseEvent>;

export interface TCaseEvents {
  /** Calls `listener` with every change until the returned function is called. */
  subscribe(listener: (event: TCaseEvent) => void): () => void;
  /** Resolves once the LISTEN connection is up (tests and benches wait for it). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createCaseEvents(databaseUrl: string, onError: (error: unknown) => void): TCaseEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const listener = createListener({
    databaseUrl,
    channels: [CHANNEL],
    applicationName: 'etanker-live',
    onNotification: (_channel, payload) => {
      const parsed = ZCaseEvent.safeParse(JSON.parse(payload));
      if (parsed.success) emitter.emit('change', parsed.data);
      else onError(parsed.error);
    },
    onError,
    wanted: () => emitter.listenerCount('change') > 0,
  });

  return {
    subscribe(onChange) {
      emitter.on('change', onChange);
      void listener.connect().catch(onError);
      return () => emitter.off('change', onChange);
    },
    ready: () => listener.connect(),
    async close() {
      emitter.removeAllListeners();
      await listener.close();
    },
  };
}
