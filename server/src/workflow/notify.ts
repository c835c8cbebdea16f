// Mail after a decision: the user (or group members) the record now waits on, and the creator
// when it closes. Sent after the commit; a mail failure never undoes a decision.
import type { TAuthedContext } from '../trpc/init.ts';
import type { TAnyWorkflowModule } from '../modules/define.ts';
import { FLOW_STATES } from './states.ts';

export async function notifyAfterDecision(ctx: TAuthedContext, def: TAnyWorkflowModule, caseId: number): Promise<void> {
  const c = await ctx.prisma.case.findUnique({
    where: { id: caseId },
    select: {
      state: true,
      reference_number: true,
      title: true,
      creator: { select: { email: true, id: true } },
      waiting_for_user: { select: { email: true, id: true } },
      waiting_for_group: { select: { users: { where: { is_active: true }, select: { email: true, id: true } } } },
    },
  });
  if (!c) return;
  const link = `${ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`}${def.detailRoute.replace('{id}', String(caseId))}`;
  const title = `${def.label}: ${c.title}${c.reference_number ? ` (${c.reference_number})` : ''}`;
  const messages: { to: string; subject: string; text: string }[] = [];
  const waiting = c.waiting_for_user ? [c.waiting_for_user] : (c.waiting_for_group?.users ?? []);
  for (const u of waiting.filter((u) => u.id !== ctx.user.id)) {
    messages.push({ to: u.email, subject: `Döntésre vár: ${title}`, text: `Tisztelt Kolléga!\n\nA(z) ${title} az Ön döntésére vár.\n\n${link}\n\neTanker portál` });
  }
  if (['closed_positive', 'closed_negative'].includes(c.state) && c.creator.id !== ctx.user.id) {
    const label = FLOW_STATES[c.state as keyof typeof FLOW_STATES];
    messages.push({ to: c.creator.email, subject: `${label}: ${title}`, text: `Tisztelt Kolléga!\n\nA(z) ${title} lezárult, eredménye: ${label}.\n\n${link}\n\neTanker portál` });
  }
  await Promise.all(messages.map((m) => ctx.mailer.send(m).catch(() => undefined)));
}
