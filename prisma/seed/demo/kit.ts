// What a module's demo declares and is given. A module folder's demo.ts exports one
// `defineDemo({…})`, found by scripts/module-registry.mjs (prisma/seed/modules.gen.ts): `data`
// runs with the demo's master data (institutions, users, partners and rooms are there already),
// `records` with the demo records, made through the engine, in ascending `order` — Case ids
// follow it, so the seed stays the same run after run. A demo builds on the central demo data
// (this folder), never on another module's demo.
import type { TPrisma } from '../../../server/src/db/client.ts';
import type { TServices } from '../../../server/src/services.ts';
import type { TAuthedContext } from '../../../server/src/access/context.ts';

/** The demo users most records are made and decided by (prisma/seed/demo/users.ts). */
export interface TDemoPeople {
  requesterA: TAuthedContext;
  managerA: TAuthedContext;
  requesterB: TAuthedContext;
  managerB: TAuthedContext;
  /** the finance referent, and the second one who checks the first one's own requests */
  referent: TAuthedContext;
  checker: TAuthedContext;
  /** the centre's finance */
  centre: TAuthedContext;
  sysadmin: TAuthedContext;
  technical: TAuthedContext;
  hr: TAuthedContext;
  centralHr: TAuthedContext;
}

export interface TDemoRecordsKit {
  services: TServices;
  people: TDemoPeople;
  /** Any user's context by e-mail. */
  as: (email: string) => Promise<TAuthedContext>;
  /** Takes the first option of the record's current step whose label matches, answering its questions. */
  step: (ctx: TAuthedContext, id: number, label: RegExp, answers?: Record<string, unknown>) => Promise<void>;
}

export interface TModuleDemo {
  data?: (prisma: TPrisma, institutionIds: Map<string, number>) => Promise<void>;
  records?: { order: number; seed: (kit: TDemoRecordsKit) => Promise<void> };
}

export const defineDemo = (demo: TModuleDemo): TModuleDemo => demo;
