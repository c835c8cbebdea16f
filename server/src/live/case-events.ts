// Changes of records as PostgreSQL announces them (the Case trigger of migration
// 20261125192500_case_change_notify): one LISTEN connection per server process, opened with the
// first subscriber and shared by all, so every process on one database hears every change,
// whichever process (or script) made it. Subscribers get the parsed events in order.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { z } from 'zod';

const CHANNEL = 'case_changed';
const RECONNECT_MS = 1_000;

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
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: databaseUrl, application_name: 'etanker-live' });
      next.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        const parsed = ZCaseEvent.safeParse(JSON.parse(message.payload));
        if (parsed.success) emitter.emit('change', parsed.data);
        else onError(parsed.error);
      });
      // A lost connection (database restart) is opened again while anyone listens; changes
      // made meanwhile are not replayed: clients reload what they show when they reconnect.
      next.on('error', (error) => {
        onError(error);
        client = null;
        connecting = null;
        void next.end().catch(() => undefined);
        if (!closed && emitter.listenerCount('change') > 0) setTimeout(() => void connect().catch(onError), RECONNECT_MS);
      });
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed) await next.end();
      else client = next;
    })().catch((error: unknown) => {
      connecting = null;
      throw error;
    });
    return connecting;
  };

  return {
    subscribe(listener) {
      emitter.on('change', listener);
      void connect().catch(onError);
      return () => emitter.off('change', listener);
    },
    ready: () => connect(),
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
