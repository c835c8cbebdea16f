// The floor under an API figure: a child process that answers GET /<n> by running request n's
// captured SQL through a pg.Pool, one statement after another as the raw SQL figure runs them,
// and sending the API's own answer bytes. No login, validation, mapping or serialisation: what
// our server costs above this is the API's own cost.
// Every statement gets its best plan, the one made with its values: a statement the server sends
// unnamed (CUSTOM_PLAN: the list page and its total, calendars) goes unnamed here too, planned
// with its values on every call as PostgreSQL plans it for the API; the others are named
// (parsed once, as the server's) under `plan_cache_mode = force_custom_plan`. A floor replaying
// the server's generic plans once measured the same bad plan as the API (issue 24).
// Run: node --import tsx scripts/bench/floor-server.ts <requests.json> <port>.
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { TCapturedQuery } from './load.ts';
import { CUSTOM_PLAN, PG_SESSION_OPTIONS } from '../../server/src/db/client.ts';

export interface TFloorRequest {
  queries: TCapturedQuery[];
  body: string;
}

const { databaseUrl, requests } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as { databaseUrl: string; requests: TFloorRequest[] };
// The server's pool size and session settings (server/src/db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20, options: `${PG_SESSION_OPTIONS} -c plan_cache_mode=force_custom_plan` });
const app = Fastify();
const statements = requests.map((r, i) =>
  r.queries.map((q, j) => ({ ...(q.sql.startsWith(CUSTOM_PLAN) ? {} : { name: `floor_${i}_${j}` }), text: q.sql, values: q.params })),
);
app.get<{ Params: { n: string } }>('/:n', async (req, reply) => {
  const n = Number(req.params.n);
  const client = await pool.connect();
  try {
    for (const statement of statements[n]) await client.query(statement);
  } finally {
    client.release();
  }
  return reply.type('application/json; charset=utf-8').send(requests[n].body);
});
await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
