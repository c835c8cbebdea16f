// One LISTEN connection to PostgreSQL for some channels: opened on first need and shared, opened
// again after a lost connection (a database restart) while it is still wanted. Notifications made
// while it was down are not replayed: its users reload or drop what they keep when it is back.
import pg from 'pg';

const RECONNECT_MS = 1_000;

export interface TListenerOptions {
  databaseUrl: string;
  channels: readonly string[];
  /** Shown in pg_stat_activity (tests wait for it). */
  applicationName: string;
  onNotification: (channel: string, payload: string) => void;
  /** After the connection is (re)opened: a reconnect means notifications may have been missed. */
  onConnected?: () => void;
  onError: (error: unknown) => void;
  /** Whether a lost connection is opened again. */
  wanted: () => boolean;
}

export interface TListener {
  /** Opens the connection unless it is open or opening; resolves once it listens. */
  connect(): Promise<void>;
  close(): Promise<void>;
}

export function createListener(options: TListenerOptions): TListener {
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: options.databaseUrl, application_name: options.applicationName });
      next.on('notification', (message) => {
        if (message.payload) options.onNotification(message.channel, message.payload);
      });
      next.on('error', (error) => {
        options.onError(error);
        client = null;
        connecting = null;
        void next.end().catch(() => undefined);
        if (!closed && options.wanted()) setTimeout(() => void connect().catch(options.onError), RECONNECT_MS);
      });
      await next.connect();
      for (const channel of options.channels) await next.query(`LISTEN ${channel}`);
      if (closed) await next.end();
      else {
        client = next;
        options.onConnected?.();
      }
    })().catch((error: unknown) => {
      connecting = null;
      throw error;
    });
    return connecting;
  };

  return {
    connect,
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
