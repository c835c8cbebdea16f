// Calls reachable without login (the job portal's public actions) are counted per client
// address: reads and writes apart, writes held much tighter (DESIGN.md "Security model").
import type { TPrisma } from '../db/client.ts';
import { consumeOrRefuse, createLimiterFactory, type TLimit } from './rate-limits.ts';

export interface TPublicThrottle {
  /** Counts a public call from `ip`; throws 429 with a Hungarian message over the bound. */
  attempt(ip: string, kind: 'read' | 'write'): Promise<void>;
}

export const PUBLIC_LIMITS = {
  reads: { points: 120, seconds: 60 },
  writes: { points: 20, seconds: 3600 },
} satisfies Record<string, TLimit>;

const refusal = (minutes: number) => `Túl sok kérés érkezett erről a címről. Próbálja újra ${minutes} perc múlva.`;

export function createPublicThrottle(prisma: TPrisma, limits: typeof PUBLIC_LIMITS = PUBLIC_LIMITS): TPublicThrottle {
  const limiter = createLimiterFactory(prisma);
  const reads = limiter('public_read', limits.reads);
  const writes = limiter('public_write', limits.writes);
  return {
    attempt: (ip, kind) => consumeOrRefuse(kind === 'write' ? writes : reads, ip, refusal),
  };
}
