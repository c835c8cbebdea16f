// The load balancer's calls (DESIGN.md "Processes"): /healthz answers while the process runs;
// /readyz only when it can serve — its database answers and has every migration this build
// carries (a process of a newer build waits for them; an older one is not sent traffic after an
// upgrade's migrations only if they removed what it reads, which our migrations avoid). While
// the server stops, Fastify answers 503 to both.
import type { FastifyInstance } from 'fastify';
import type { TServices } from '../services.ts';
import { migrationNames } from '../db/schema-engine.ts';

export const HEALTH_MESSAGES = {
  database: 'Az adatbázis nem érhető el.',
  migrations: 'Az adatbázisból hiányzó migrációk:',
} as const;

// The load balancer asks every few seconds: its calls are not logged.
const QUIET = { logLevel: 'warn' } as const;

export function registerHealthRoutes(app: FastifyInstance, services: TServices): void {
  const expected = migrationNames();
  app.get('/healthz', QUIET, async () => ({ status: 'ok' }));
  app.get('/readyz', QUIET, async (_req, reply) => {
    let applied: Set<string>;
    try {
      const rows = await services.prisma.$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
      applied = new Set(rows.map((r) => r.migration_name));
    } catch {
      return reply.code(503).send({ status: 'not_ready', detail: HEALTH_MESSAGES.database });
    }
    const missing = (await expected).filter((name) => !applied.has(name));
    if (missing.length) return reply.code(503).send({ status: 'not_ready', detail: `${HEALTH_MESSAGES.migrations} ${missing.join(', ')}` });
    return { status: 'ready' };
  });
}
