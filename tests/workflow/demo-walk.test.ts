// Every default flow walked to its end by the demo users (issue 22 §2): for each module with a
// seeded flow, the contract fixture's record is created by its owner and, step by step, decided
// through its first positive option by a demo user whose details answer says `can_decide` —
// never one who decided an earlier step, never its creator past the submit step (four eyes).
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { kitClient, type TKitClient } from '../kit/client.ts';
import { loadFixtures } from '../kit/registry.ts';
import { workflowModules } from '../../server/src/modules/index.ts';
import { DEFAULT_FLOWS } from '../../prisma/seed/flows/index.ts';
import { DEMO_USERS } from '../../prisma/seed/demo/users.ts';
import { FINAL_STATES } from '@etanker/shared/states.ts';

type TQuestionView = { codename: string; type: string; required: boolean; choices: { value: unknown }[] };
type TOptionView = { id: number; label: string; type: string; questions: TQuestionView[] };
type TDetail = {
  id: number;
  state: string;
  can_decide: boolean;
  current_step: { name: string; options: TOptionView[] } | null;
};

const fixtures = await loadFixtures();
const flowModules = new Set(DEFAULT_FLOWS.map((f) => f.module));
const walked = workflowModules.filter((m) => flowModules.has(m.caseModule) && fixtures.has(m.key));
const demoUsers = DEMO_USERS.filter((u) => !u.is_readonly).map((u) => u.email.replace('@etanker.local', ''));

/** An answer a required question accepts. */
function answerOf(q: TQuestionView): unknown {
  if (q.choices.length) return q.choices[0].value;
  switch (q.type) {
    case 'number':
      return 1;
    case 'date':
      return '2026-06-01';
    case 'bool':
      return true;
    case 'multi_column':
      return [];
    default:
      return 'Demó válasz';
  }
}

let server: TTestServer;
let api: TKitClient;

beforeAll(async () => {
  server = await startTestServer();
  api = kitClient(server);
});

describe('every step of every default flow has a demo user who decides it', () => {
  it('the walked modules are those with a default flow', () => {
    expect(walked.length).toBeGreaterThan(10);
  });

  // The walk takes each module's fixture down one flow; this covers the flows it does not pick
  // (a large commitment, a centre booking, each request area): someone holds every step.
  it('every step of every seeded flow has a demo user who holds it at the demo schools', async () => {
    const prisma = server.services.prisma;
    const schools = await prisma.institution.findMany({ where: { unit_code: { in: ['001', '002'] } }, select: { id: true } });
    const steps = await prisma.flowStep.findMany({
      select: { name: true, assignee_type: true, assignee_role: true, assignee_user_id: true, assignee_group_id: true, flow: { select: { name: true } } },
    });
    const deciders = { is_active: true, is_readonly: false, email: { in: DEMO_USERS.map((u) => u.email) } };
    const ROLE_WHERE: Record<string, object> = {
      institution_manager: { groups: { some: { name: 'Iskolavezetők' } } },
      referent: { is_referent: true },
      hr_referent: { is_hr_referent: true },
    };
    const unheld: string[] = [];
    for (const s of steps) {
      if (s.assignee_role === 'creator') continue;
      const where =
        s.assignee_type === 'user'
          ? [{ id: s.assignee_user_id! }]
          : s.assignee_type === 'group'
            ? [{ groups: { some: { id: s.assignee_group_id! } } }]
            : schools.map((school) => ({ ...ROLE_WHERE[s.assignee_role!], managed_institutions: { some: { id: school.id } } }));
      for (const w of where) if ((await prisma.user.count({ where: { ...deciders, ...w } })) === 0) unheld.push(`${s.flow.name}: ${s.name}`);
    }
    expect(unheld).toEqual([]);
  });

  it.each(walked.map((def) => ({ key: def.key, def })))('$key walks to its end', async ({ def }) => {
    const fx = fixtures.get(def.key)!;
    const base = `/api/${def.restBase}`;
    const owner = await server.services.prisma.user.findUniqueOrThrow({
      where: { email: `${fx.users.owner}@etanker.local` },
      select: { institution_id: true },
    });
    const created = (await api.ok(fx.users.owner, 'POST', `${base}/`, fx.create({ serial: 900_000, institution: owner.institution_id! }), 201)) as {
      id: number;
    };
    const deciders: string[] = [];
    const creatorSteps = new Set(
      DEFAULT_FLOWS.filter((f) => f.module === def.caseModule).flatMap((f) =>
        f.steps.filter((s) => 'role' in s.assignee && s.assignee.role === 'creator').map((s) => s.name),
      ),
    );
    const walk: string[] = [];
    for (let turn = 0; turn < 12; turn++) {
      const record = (await api.ok(fx.users.owner, 'GET', `${base}/${created.id}/`)) as TDetail;
      if (FINAL_STATES.includes(record.state) || !record.current_step) break;
      const step = record.current_step.name;
      const able: string[] = [];
      let options: TOptionView[] = [];
      for (const who of demoUsers) {
        const res = await api.send(who, 'GET', `${base}/${created.id}/`);
        if (res.statusCode !== 200) continue;
        const seen = res.json<TDetail>();
        if (seen.can_decide) {
          able.push(who);
          options = seen.current_step!.options;
        }
      }
      expect(able, `${def.key}: nobody decides '${step}' (after ${walk.join(' → ')})`).not.toEqual([]);
      // Four eyes: the creator decides only their own steps, nobody a second step of the record.
      const forbidden = creatorSteps.has(step) ? deciders.filter((u) => u !== fx.users.owner) : [fx.users.owner, ...deciders];
      expect(
        able.filter((u) => forbidden.includes(u)),
        `${def.key}: '${step}'`,
      ).toEqual([]);
      const who = able[0];
      const option = options.find((o) => o.type === 'positive')!;
      expect(option, `${def.key}: '${step}' has no positive option`).toBeDefined();
      const answers = Object.fromEntries(option.questions.filter((q) => q.required).map((q) => [q.codename, answerOf(q)]));
      await api.ok(who, 'POST', `${base}/${created.id}/donteshozas/`, { decision_option: option.id, answers });
      deciders.push(who);
      walk.push(`${step}: ${who}`);
    }
    const end = (await api.ok(fx.users.owner, 'GET', `${base}/${created.id}/`)) as TDetail;
    expect(end.state, `${def.key}: ${walk.join(' → ')}`).toBe('closed_positive');
    console.log(`${def.key}: ${walk.join(' → ')}`);
  });
});
